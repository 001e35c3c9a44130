import type { Page } from '@playwright/test';
import { z } from 'zod';

/**
 * Runs in the page before any script. Once armed with a topic and a price, it notes the wall
 * time (Date.now(), the same clock as the bench's) of the first relay frame carrying a quote at
 * or above that price on the topic, and of the first moment the quote panel shows one. Frames
 * are read from the page's own WebSocket: each holds whole MQTT packets (a PUBLISH is a type
 * byte, a variable-length size, a two-byte topic length, the topic, then the JSON payload at
 * QoS 0). Plain text, so the TypeScript loader cannot add helpers the page does not have.
 */
export const LIVE_PROBE_SCRIPT = `
  const probe = { topic: '', threshold: Infinity, frameAt: null, domAt: null, resolve: null };
  window.__liveProbe = probe;
  const decoder = new TextDecoder();
  const pricesOn = (buffer) => {
    const bytes = new Uint8Array(buffer);
    const prices = [];
    let at = 0;
    while (at < bytes.length) {
      let size = 0, shift = 0, next = at + 1, byte = 128;
      while ((byte & 128) !== 0 && next < bytes.length) { byte = bytes[next]; size += (byte & 127) * 2 ** shift; shift += 7; next += 1; }
      const end = next + size;
      if (end > bytes.length) break;
      if (bytes[at] >> 4 === 3) {
        const topicEnd = next + 2 + ((bytes[next] << 8) | bytes[next + 1]);
        const payloadAt = topicEnd + (((bytes[at] >> 1) & 3) > 0 ? 2 : 0);
        if (decoder.decode(bytes.subarray(next + 2, topicEnd)) === probe.topic) {
          try { prices.push(Number(JSON.parse(decoder.decode(bytes.subarray(payloadAt, end))).price)); } catch {}
        }
      }
      at = end;
    }
    return prices;
  };
  const settle = () => {
    if (probe.resolve !== null && probe.frameAt !== null && probe.domAt !== null) {
      probe.resolve({ frameAt: probe.frameAt, domAt: probe.domAt });
      probe.resolve = null;
    }
  };
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (probe.frameAt !== null || !(event.data instanceof ArrayBuffer)) return;
        if (pricesOn(event.data).some((price) => price >= probe.threshold)) { probe.frameAt = Date.now(); settle(); }
      });
    }
  };
  new MutationObserver(() => {
    if (probe.domAt !== null) return;
    const shown = Number(document.querySelector('[data-testid="quote-price"]')?.getAttribute('data-value'));
    if (shown >= probe.threshold) { probe.domAt = Date.now(); settle(); }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-value'] });
  probe.arm = (topic, threshold) => { Object.assign(probe, { topic, threshold, frameAt: null, domAt: null, resolve: null }); };
  probe.wait = () => new Promise((resolve) => { probe.resolve = resolve; settle(); });
`;

const arrivalSchema = z.object({ frameAt: z.number(), domAt: z.number() });
export type Arrival = z.infer<typeof arrivalSchema>;

type Probe = { arm: (topic: string, threshold: number) => void; wait: () => Promise<unknown> };

/** From now on, watch for a quote on `topic` at or above `threshold` (prices only rise in the bench). */
export async function armProbe(page: Page, topic: string, threshold: number): Promise<void> {
  await page.evaluate(
    ({ topic, threshold }) => {
      (Reflect.get(window, '__liveProbe') as Probe).arm(topic, threshold);
    },
    { topic, threshold },
  );
}

/** When the armed quote reached the page's socket and the screen; an error after `timeoutMs`. */
export async function waitForArrival(page: Page, timeoutMs: number): Promise<Arrival> {
  const arrival = page.evaluate(() => (Reflect.get(window, '__liveProbe') as Probe).wait());
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no quote arrived within ${String(timeoutMs)} ms`));
    }, timeoutMs);
  });
  try {
    return arrivalSchema.parse(await Promise.race([arrival, late]));
  } finally {
    clearTimeout(timer);
  }
}
