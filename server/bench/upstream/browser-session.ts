import type { BrowserApi, RunTally } from './browser-api';

export interface SessionPlan {
  watchlist: string[];
  startAt: number;
  endAt: number;
  pollMs: number;
  /** Times (ms) at which this session opens a chart, with what. */
  charts: { at: number; symbol: string; timespan: string }[];
}

const sleepUntil = (at: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * One browser: polls its watchlist's snapshots every `pollMs` (skipping a tick while the last poll
 * is still out, as TanStack Query does) and opens charts at planned times. Each poll records how
 * old every quote it holds is; a symbol never received counts its age since the session began.
 */
export async function runBrowserSession(api: BrowserApi, plan: SessionPlan, tally: RunTally): Promise<void> {
  const held = new Map<string, number>();
  let polling = false;
  const poll = async () => {
    polling = true;
    const answer = await api.snapshots(plan.watchlist);
    polling = false;
    if (answer.status === 200) tally.served += 1;
    else tally.failed += 1;
    for (const quote of answer.quotes) held.set(quote.symbol, quote.receivedAt);
    const now = Date.now();
    for (const symbol of plan.watchlist) {
      tally.quoteAges.push(now - (held.get(symbol) ?? plan.startAt));
      tally.quoteAgesAt.push(now);
    }
  };
  const chart = async (symbol: string, timespan: string) => {
    const askedAt = Date.now();
    const answer = await api.bars(symbol, timespan, 300);
    if (answer.status === 200) {
      tally.served += 1;
      tally.chartWaits.push(Date.now() - askedAt);
    } else tally.failed += 1;
  };
  const work: Promise<void>[] = [];
  const events = [
    ...plan.charts.map((c) => ({ at: c.at, run: () => chart(c.symbol, c.timespan) })),
    ...Array.from({ length: Math.ceil((plan.endAt - plan.startAt) / plan.pollMs) }, (_, k) => ({
      at: plan.startAt + k * plan.pollMs,
      run: () => (polling ? Promise.resolve() : poll()),
    })),
  ].sort((a, b) => a.at - b.at);
  for (const event of events) {
    if (event.at >= plan.endAt) break;
    await sleepUntil(event.at);
    work.push(event.run());
  }
  await Promise.all(work);
}
