import { createContext, useContext } from 'react';

/**
 * While the live-data code (the lazily loaded mqtt.js chunk) has failed to load: a function that
 * imports it again; null otherwise. Without that code there are no live prices at all, so the
 * feed badge says so and offers the retry.
 */
export const LiveCodeRetryContext = createContext<(() => void) | null>(null);

export function useLiveCodeRetry(): (() => void) | null {
  return useContext(LiveCodeRetryContext);
}
