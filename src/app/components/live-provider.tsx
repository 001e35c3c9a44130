import { useEffect, useState, type ReactNode } from 'react';
import { LiveStoreContext } from '@src/lib/live-context';
import { createBrowserFrames } from '@src/lib/browser-frames';
import { createLiveStore } from '@src/lib/live-store';
import type { LiveTransport } from '@src/lib/live-transport';
import { LiveCodeRetryContext } from './live-code-context';

/** The live-data chunk: mqtt.js and the tab's connection to the relay. */
export type LoadRelay = () => Promise<{ connectRelay: () => LiveTransport }>;

const loadMqtt: LoadRelay = () => import('@src/lib/mqtt');

/**
 * Opens the tab's one live connection once signed in, and closes it when the screen goes.
 * mqtt.js is loaded beside the first render, not before it: it is a third of the bundle. A load
 * that fails (the network dropped, a new build replaced the chunk) is said in the feed badge,
 * whose Retry imports it again.
 */
export function LiveProvider({ children, loadRelay = loadMqtt }: { children: ReactNode; loadRelay?: LoadRelay }) {
  const [store] = useState(() => createLiveStore(createBrowserFrames()));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadRelay().then(
      ({ connectRelay }) => {
        if (active) store.start(connectRelay());
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      store.stop();
    };
  }, [store, loadRelay, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return (
    <LiveStoreContext.Provider value={store}>
      <LiveCodeRetryContext.Provider value={failed ? retry : null}>{children}</LiveCodeRetryContext.Provider>
    </LiveStoreContext.Provider>
  );
}
