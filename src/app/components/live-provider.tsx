import { useEffect, useState, type ReactNode } from 'react';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveConnection, type LiveConnection, type LoadRelay } from '../live-connection';
import { LiveCodeRetryContext } from './live-code-context';

/**
 * Keeps the tab's one live connection open once signed in, and closes it when the screen goes.
 * The entry script usually opened it already, the moment the session answered (`connection`
 * from main.tsx); otherwise (`loadRelay`, in tests) the provider makes its own. A load of the
 * live-data code that fails (the network dropped, a new build replaced the chunk) is said in the
 * feed badge, whose Retry imports it again.
 */
export function LiveProvider({
  children,
  connection,
  loadRelay,
}: {
  children: ReactNode;
  connection?: LiveConnection;
  loadRelay?: LoadRelay;
}) {
  const [live] = useState(() => connection ?? createLiveConnection(loadRelay));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    live.open().catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
      live.close();
    };
  }, [live, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return (
    <LiveStoreContext.Provider value={live.store}>
      <LiveCodeRetryContext.Provider value={failed ? retry : null}>{children}</LiveCodeRetryContext.Provider>
    </LiveStoreContext.Provider>
  );
}
