import { useEffect, useState, type ReactNode } from 'react';
import { LiveStoreContext } from '@src/lib/live-context';
import { createBrowserFrames } from '@src/lib/browser-frames';
import { createLiveStore } from '@src/lib/live-store';

/**
 * Opens the tab's one live connection once signed in, and closes it when the screen goes.
 * mqtt.js is loaded beside the first render, not before it: it is a third of the bundle.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createLiveStore(createBrowserFrames()));
  useEffect(() => {
    let active = true;
    void import('@src/lib/mqtt').then(({ connectRelay }) => {
      if (active) store.start(connectRelay());
    });
    return () => {
      active = false;
      store.stop();
    };
  }, [store]);
  return <LiveStoreContext.Provider value={store}>{children}</LiveStoreContext.Provider>;
}
