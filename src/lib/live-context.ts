import { createContext, useContext } from 'react';
import type { LiveStore } from './live-store';

/** The tab's live store; null where no live connection is provided (tests, signed-out screens). */
export const LiveStoreContext = createContext<LiveStore | null>(null);

export function useLiveStore(): LiveStore | null {
  return useContext(LiveStoreContext);
}
