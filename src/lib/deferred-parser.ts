import type { LiveMessage } from './live-message';
import { loadOnce } from './load-once';

export type MessageParser = (topic: string, payload: Uint8Array) => LiveMessage | null;

/**
 * A parser whose code is fetched on first use. Messages that arrive while it loads wait and are
 * delivered in their arrival order once it is there; afterwards each is parsed at once. A load
 * that fails drops what waited and is tried again with the next message.
 */
export function createDeferredParser(load: () => Promise<MessageParser>) {
  const parser = loadOnce(load);
  const start = parser.load;
  return {
    /** Starts loading ahead of the first message (when its topic is subscribed). */
    preload(): void {
      start().catch(() => undefined);
    },
    parse(topic: string, payload: Uint8Array, deliver: (message: LiveMessage) => void): void {
      const ready = parser.loaded();
      if (ready !== undefined) {
        const message = ready(topic, payload);
        if (message !== null) deliver(message);
        return;
      }
      // Callbacks on one promise run in the order they were added: arrival order is kept.
      start().then(
        (loaded) => {
          const message = loaded(topic, payload);
          if (message !== null) deliver(message);
        },
        () => undefined,
      );
    },
  };
}
