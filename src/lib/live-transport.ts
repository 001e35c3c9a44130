import type { LiveMessage } from './live-message';

/** The browser's own link to the BFF's `/mqtt` relay. */
export type LinkState = 'connecting' | 'online' | 'offline';

/**
 * What the live store needs from a connection: topic interest in, validated messages out.
 * `src/lib/mqtt.ts` implements it over mqtt.js; tests pass a fake.
 */
export interface LiveTransport {
  /** Adds topics; the transport keeps them and subscribes them again after every reconnect. */
  subscribe(topics: readonly string[]): void;
  unsubscribe(topics: readonly string[]): void;
  onMessage(listener: (message: LiveMessage) => void): () => void;
  onLinkState(listener: (state: LinkState) => void): () => void;
  close(): void;
}
