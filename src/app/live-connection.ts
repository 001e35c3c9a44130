import { createBrowserFrames } from '@src/lib/browser-frames';
import { createLiveStore, type LiveStore } from '@src/lib/live-store';
import type { LiveTransport } from '@src/lib/live-transport';

/** The live-data chunk: mqtt.js and the tab's connection to the relay. */
export type LoadRelay = () => Promise<{ connectRelay: (first: readonly string[]) => LiveTransport }>;

export const loadMqtt: LoadRelay = () => import('@src/lib/mqtt');

/** The tab's live store and the opening and closing of its one connection to the relay. */
export type LiveConnection = {
  store: LiveStore;
  /**
   * Loads the live-data code and starts the store on a new connection; while open (or opening),
   * a second call returns the first one's promise instead of connecting again. Rejects when the
   * code does not load; the next call then tries again.
   */
  open(): Promise<void>;
  /** Closes the connection, or drops the one still loading; interest is kept for the next open. */
  close(): void;
};

/**
 * Made by the entry script before anything renders, so the connection can open the moment the
 * session answers, beside the first screen's requests, instead of after React has mounted the
 * live provider (docs/decisions/0091-the-live-connection-opens-with-the-session.md). The live
 * provider opens it too (the same promise when it is already open) and closes it when the
 * signed-in screen goes.
 */
export function createLiveConnection(
  loadRelay: LoadRelay = loadMqtt,
  store: LiveStore = createLiveStore(createBrowserFrames()),
): LiveConnection {
  let opening: Promise<void> | null = null;
  // A close while the code is loading must win over the open that started the load.
  let generation = 0;
  return {
    store,
    open() {
      if (opening !== null) return opening;
      const at = generation;
      const attempt = loadRelay().then(
        ({ connectRelay }) => {
          if (at === generation) store.start(connectRelay(store.startTopics()));
        },
        (error: unknown) => {
          if (opening === attempt) opening = null;
          throw error;
        },
      );
      opening = attempt;
      return attempt;
    },
    close() {
      generation += 1;
      opening = null;
      store.stop();
    },
  };
}
