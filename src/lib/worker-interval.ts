/** setInterval / clearInterval as mqtt.js takes them for its keepalive (`timerVariant`). */
export interface IntervalTimer {
  set(callback: () => void, ms: number): number;
  clear(id: number): void;
}

/**
 * Intervals kept by a worker loaded from this origin's own script, so the keepalive pings go
 * out on time in a background tab (Chrome throttles a hidden page's timers to once a minute,
 * and the relay closes a socket silent for 1.5 keepalive periods). mqtt.js's own worker timers
 * load their worker from a blob: URL, which the page's CSP refuses (docs/security.md#headers).
 * Where no worker can start, the page's own intervals do the job.
 */
export function createWorkerInterval(): IntervalTimer {
  const callbacks = new Map<number, () => void>();
  const native = new Map<number, ReturnType<typeof setInterval>>();
  let worker: Worker | null | undefined;
  let nextId = 1;

  function start(): Worker | null {
    if (worker !== undefined) return worker;
    try {
      worker = new Worker(new URL('./worker-interval.worker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'number') callbacks.get(event.data)?.();
      });
    } catch {
      worker = null;
    }
    return worker;
  }

  return {
    set(callback, ms) {
      // Ids start at 1: mqtt.js treats a falsy id as "no timer".
      const id = nextId++;
      callbacks.set(id, callback);
      const thread = start();
      if (thread === null) native.set(id, setInterval(callback, ms));
      else thread.postMessage({ op: 'set', id, ms });
      return id;
    },
    clear(id) {
      callbacks.delete(id);
      clearInterval(native.get(id));
      native.delete(id);
      worker?.postMessage({ op: 'clear', id });
    },
  };
}
