import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { adoptSessionSecret } from '../lib/session-secret';
import { App } from './app';
import { readUrlState } from './hooks/url-state';
import { createLiveConnection } from './live-connection';
import { createAppQueryClient } from './provider';
import { startFirstScreen } from './start-first-screen';

// Before anything renders or reads the URL: the login redirect's fragment holds the session secret.
adoptSessionSecret(window.location, window.history);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The first requests, chunks and the live connection start now, before React's first render, side by side.
const client = createAppQueryClient();
const live = createLiveConnection();
startFirstScreen(client, readUrlState(window.location.search).symbol, live);

createRoot(root).render(
  <StrictMode>
    <App client={client} live={live} />
  </StrictMode>,
);
