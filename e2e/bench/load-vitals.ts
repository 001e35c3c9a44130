import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { z } from 'zod';

const require = createRequire(import.meta.url);
/**
 * The web-vitals library's browser build with attribution (which element was the LCP, where an
 * interaction's time went), injected by the bench only: the product never ships it.
 */
const WEB_VITALS_IIFE = readFileSync(
  join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * Runs in the page before any script (plain text, so the TypeScript loader adds nothing the page
 * lacks). Keeps web-vitals' LCP and INP as they change, and notes when the first live price of
 * `symbol` was on screen: the first relay frame with a PUBLISH on `quote/<symbol>` (each frame
 * holds whole MQTT packets: type byte, variable-length size, two-byte topic length, topic, JSON
 * payload at QoS 0), then the first animation frame at which the quote panel shows a price that came
 * over the stream; and the first streamed change: the first frame at which it shows another
 * streamed price than that first one.
 * Times are Date.now(), the bench's clock; `livePerf` is the live price on the page's own clock
 * (performance.now(), from the navigation's start), the one FCP is given on.
 */
function vitalsScript(symbol: string): string {
  return `${WEB_VITALS_IIFE}
  ;(() => {
    const vitals = {
      lcp: null, lcpElement: null, inp: null, inpParts: null, ttfb: null, fcp: null, frameAt: null, liveAt: null,
      framePerf: null, livePerf: null, changeAt: null,
    };
    window.__vitals = vitals;
    webVitals.onTTFB((m) => { vitals.ttfb = m.value; });
    webVitals.onFCP((m) => { vitals.fcp = m.value; });
    webVitals.onLCP((m) => {
      vitals.lcp = m.value;
      const text = m.attribution.lcpEntry?.element?.textContent?.trim().slice(0, 40);
      vitals.lcpElement = m.attribution.target === undefined ? null : m.attribution.target + (text ? ' "' + text + '"' : '');
    }, { reportAllChanges: true });
    webVitals.onINP((m) => {
      vitals.inp = m.value;
      const a = m.attribution;
      vitals.inpParts = { input: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay };
    }, { reportAllChanges: true, durationThreshold: 16 });
    const topic = ${JSON.stringify(`quote/${symbol}`)};
    const decoder = new TextDecoder();
    const pricesIn = (buffer) => {
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
          if (decoder.decode(bytes.subarray(next + 2, topicEnd)) === topic) {
            try { prices.push(Number(JSON.parse(decoder.decode(bytes.subarray(payloadAt, end))).price)); } catch {}
          }
        }
        at = end;
      }
      return prices.filter((p) => !Number.isNaN(p));
    };
    // Every price the stream brought until one is on screen: the panel may already show a newer
    // one than the first frame's by the time it paints.
    const streamed = new Set();
    const shown = () => Number(document.querySelector('[data-testid="quote-panel"] [data-testid="quote-price"]')?.getAttribute('data-value'));
    let firstShown = null;
    const watch = () => {
      const price = shown();
      if (!streamed.has(price)) requestAnimationFrame(watch);
      else if (vitals.liveAt === null) {
        vitals.liveAt = Date.now();
        vitals.livePerf = performance.now();
        firstShown = price;
        requestAnimationFrame(watch);
      } else if (price !== firstShown) vitals.changeAt = Date.now();
      else requestAnimationFrame(watch);
    };
    const NativeWebSocket = window.WebSocket;
    window.WebSocket = class extends NativeWebSocket {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          if (vitals.changeAt !== null || !(event.data instanceof ArrayBuffer)) return;
          const prices = pricesIn(event.data);
          if (prices.length === 0) return;
          for (const price of prices) streamed.add(price);
          if (vitals.frameAt !== null) return;
          vitals.frameAt = Date.now();
          vitals.framePerf = performance.now();
          requestAnimationFrame(watch);
        });
      }
    };
  })();`;
}

const vitalsSchema = z.object({
  lcp: z.number().nullable(),
  /** The element LCP last named: a CSS selector and the start of its text. */
  lcpElement: z.string().nullable(),
  inp: z.number().nullable(),
  /** Where the INP interaction's time went: input delay, event handlers, until the next paint. */
  inpParts: z.object({ input: z.number(), processing: z.number(), presentation: z.number() }).nullable(),
  ttfb: z.number().nullable(),
  fcp: z.number().nullable(),
  frameAt: z.number().nullable(),
  liveAt: z.number().nullable(),
  /** The first frame with a price, and the live price on screen, on the page's clock (as FCP). */
  framePerf: z.number().nullable(),
  livePerf: z.number().nullable(),
  /** The first streamed price on screen other than the first live price. */
  changeAt: z.number().nullable(),
});
export type PageVitals = z.infer<typeof vitalsSchema>;

export async function injectVitals(page: Page, symbol: string): Promise<void> {
  await page.addInitScript(vitalsScript(symbol));
}

export async function readVitals(page: Page): Promise<PageVitals> {
  return vitalsSchema.parse(await page.evaluate(() => Reflect.get(window, '__vitals') as unknown));
}

/** Waits until `pick` of the page's vitals is set; an error naming `what` after `timeoutMs`. */
export async function waitForVital(
  page: Page,
  what: string,
  pick: (v: PageVitals) => number | null,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = pick(await readVitals(page));
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${String(timeoutMs)} ms`);
    await page.waitForTimeout(50);
  }
}
