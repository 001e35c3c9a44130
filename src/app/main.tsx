import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { adoptSessionSecret } from '../lib/session-secret';
import { App } from './app';

// Before anything renders or reads the URL: the login redirect's fragment holds the session secret.
adoptSessionSecret(window.location, window.history);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
