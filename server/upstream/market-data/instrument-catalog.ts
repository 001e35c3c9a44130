import type { InstrumentSummary } from '@contracts/instruments';
import type { UpstreamClient } from '../client/http-client';
import { fetchInstrumentPage } from './instrument-pages';
import { InstrumentIndex } from './instrument-search';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';

/** Instruments change rarely; a day's listing is fine for search and categories. */
export const CATALOG_TTL_MS = 6 * 60 * 60 * 1_000;
/** After a failed page the load resumes (from that page) this much later, or on demand. */
export const CATALOG_RESUME_MS = 30_000;
// A runaway pagination key must not loop forever.
const MAX_PAGES = 200;

/**
 * The whole US equity listing (for name search), loaded page by page in the background at low
 * priority. Request paths never wait for it: they read what is loaded so far (`loaded`), and
 * symbol categories come from a `symbols=` lookup instead (symbol-lookup.ts).
 */
export interface InstrumentCatalog {
  /** The listing loaded so far (maybe partial) and whether it is the whole listing. */
  loaded(): { index: InstrumentIndex; complete: boolean };
  /** Starts, resumes (after a failure) or refreshes (after CATALOG_TTL_MS) the background load. */
  warm(): void;
  /** Resolves once at least one page is loaded, asking for it first if needed. */
  firstPage(): Promise<void>;
  /** The whole listing, loading what is missing; rejects when a page fails (loaded pages are kept). */
  get(): Promise<InstrumentIndex>;
}

interface Waiter {
  wants: 'first' | 'whole';
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createInstrumentCatalog(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  clock: Clock;
  generation: 'v2' | 'v3';
}): InstrumentCatalog {
  let published = { index: new InstrumentIndex([]), complete: false, loadedAt: 0 };
  // The load under way (first load or refresh): pages so far and where the next one starts.
  let progress: { instruments: InstrumentSummary[]; cursor: string | null; pages: number } | null = null;
  let running = false;
  let resumeAt = 0;
  const waiters: Waiter[] = [];
  // Someone waits for a page: ask for it as for a user's click, not as prefetch.
  const priority = () => (waiters.length > 0 ? 'interactive' : 'background');

  function settle(outcome: { error: unknown } | null): void {
    for (const w of [...waiters]) {
      const satisfied = w.wants === 'first' ? published.index.size > 0 || published.complete : published.complete;
      if (!satisfied && outcome === null) continue;
      waiters.splice(waiters.indexOf(w), 1);
      if (satisfied) w.resolve();
      else if (outcome !== null) w.reject(outcome.error);
    }
  }

  async function loadPages(): Promise<void> {
    const p = (progress ??= { instruments: [], cursor: null, pages: 0 });
    for (;;) {
      const page = await deps.scheduler.run({ group: 'instruments', priority }, (beforeRetry) =>
        fetchInstrumentPage(deps.client, deps.generation, p.cursor, beforeRetry),
      );
      p.instruments.push(...page.instruments);
      p.pages += 1;
      p.cursor = page.next;
      const done = page.next === null || p.pages >= MAX_PAGES;
      // A first load shows its pages as they come; a refresh keeps serving the old whole listing.
      if (done || !published.complete) {
        published = { index: new InstrumentIndex(p.instruments), complete: done, loadedAt: deps.clock.now() };
      }
      if (done) progress = null;
      settle(null);
      if (done) return;
    }
  }

  function start(): void {
    if (running) return;
    running = true;
    loadPages().then(
      () => {
        running = false;
      },
      (error: unknown) => {
        running = false;
        // Keep the pages we have; the next attempt asks for the failed page, not page 1.
        resumeAt = deps.clock.now() + CATALOG_RESUME_MS;
        deps.clock.setTimer(() => {
          warm();
        }, CATALOG_RESUME_MS);
        settle({ error });
      },
    );
  }

  function warm(): void {
    const now = deps.clock.now();
    const stale = published.complete && now - published.loadedAt > CATALOG_TTL_MS;
    if ((!published.complete || stale) && now >= resumeAt) start();
  }

  function wait(wants: Waiter['wants']): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter = { wants, resolve, reject };
      waiters.push(waiter);
      settle(null);
      // A caller waiting on it resumes a failed load at once instead of after CATALOG_RESUME_MS.
      if (waiters.includes(waiter)) start();
    });
  }

  return {
    loaded: () => ({ index: published.index, complete: published.complete }),
    warm,
    firstPage: () => wait('first'),
    async get() {
      warm();
      if (!published.complete) await wait('whole');
      return published.index;
    },
  };
}
