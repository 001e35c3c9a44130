import type { LiveMessage } from '../lib/live-message';
import type { LinkState, LiveTransport } from '../lib/live-transport';

/** An in-memory transport for tests: records subscribe calls and delivers what a test pushes. */
export function createTestTransport() {
  const calls: { op: 'subscribe' | 'unsubscribe'; topics: string[] }[] = [];
  const messageListeners = new Set<(message: LiveMessage) => void>();
  const linkListeners = new Set<(state: LinkState) => void>();
  const transport: LiveTransport = {
    subscribe: (topics) => calls.push({ op: 'subscribe', topics: [...topics] }),
    unsubscribe: (topics) => calls.push({ op: 'unsubscribe', topics: [...topics] }),
    onMessage: (listener) => {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onLinkState: (listener) => {
      linkListeners.add(listener);
      return () => linkListeners.delete(listener);
    },
    close: () => undefined,
  };
  return {
    transport,
    calls,
    push: (message: LiveMessage) => {
      for (const listener of messageListeners) listener(message);
    },
    setLink: (state: LinkState) => {
      for (const listener of linkListeners) listener(state);
    },
  };
}

/** Animation frames a test runs by hand. */
export function createTestFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback: () => void) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => {
      callbacks.delete(handle);
    },
    pending: () => callbacks.size,
    run: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
  };
}
