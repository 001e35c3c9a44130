import { createInstrumentCatalog } from '../upstream/market-data/instrument-catalog';
import { createScheduler } from '../upstream/client/scheduler';
import { systemClock } from '@server/shared/clock';
import { newTally } from './upstream/browser-api';
import { runBrowserSession, type SessionPlan } from './upstream/browser-session';
import { runFigures, type RunFigures } from './upstream/figures';
import { naivePassThrough } from './upstream/naive-pass-through';
import { optimizedBff } from './upstream/optimized-bff';
import { simulatorWithClient } from './upstream/stack';
import { overlappingWatchlists, pickSymbols, seededRandom } from './upstream/watchlists';

// `npm run bench:upstream`: 20 browsers against the real BFF and, in the same 3 minutes of real
// time, against a naive pass-through; each over its own simulator process (own app key, own
// 60-per-60-s market-data limit), so neither run eats the other's budget.
const SESSIONS = 20;
const WATCHLIST_SIZE = 30;
const WANTED_SYMBOLS = 200;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 180_000);
const POLL_MS = 2_000;
const TIMESPANS = ['M1', 'M5', 'M15', 'M60', 'D', 'W'];

function plans(symbols: string[], startAt: number): SessionPlan[] {
  const random = seededRandom(7);
  return overlappingWatchlists(symbols, SESSIONS, WATCHLIST_SIZE, random).map((watchlist) => {
    const charts: SessionPlan['charts'] = [];
    // A first chart within the first minute, then a new symbol or timespan every 60-120 s.
    for (let at = startAt + random() * 60_000; at < startAt + DURATION_MS; at += 60_000 + random() * 60_000) {
      charts.push({
        at,
        symbol: watchlist[Math.floor(random() * watchlist.length)] ?? 'AAPL',
        timespan: TIMESPANS[Math.floor(random() * TIMESPANS.length)] ?? 'D',
      });
    }
    return { watchlist, startAt: startAt + random() * POLL_MS, endAt: startAt + DURATION_MS, pollMs: POLL_MS, charts };
  });
}

function describe(name: string, f: RunFigures): string {
  return [
    `${name}:`,
    `  market-data calls per 60 s window: ${f.marketDataCallsPer60s.join(', ')} (max in any sliding 60 s: ${f.maxMarketDataCallsInAnySliding60s}; limit 60)`,
    `  upstream calls: ${f.upstreamCallsTotal} (market data ${f.marketDataCallsTotal}); 429s received: ${f.upstream429s}`,
    // Which kind of call spends the budget: quotes age when others take their slots.
    `  market-data calls by kind (per minute): ${Object.entries(f.marketDataCallsByPath)
      .map(([path, n]) => `${path} ${String(n)} (${((n * 60_000) / DURATION_MS).toFixed(1)})`)
      .join(', ')}`,
    `  browser requests served: ${f.browserRequestsServed} (failed: ${f.browserRequestsFailed}); p95 quote age: ${(f.p95QuoteAgeMs / 1000).toFixed(2)} s (by minute: ${f.p95QuoteAgeByMinuteMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s); longest gap between market-data calls: ${(f.longestMarketDataGapMs / 1000).toFixed(2)} s`,
    `  chart wait for bars: p50 ${(f.p50ChartWaitMs / 1000).toFixed(2)} s, p95 ${(f.p95ChartWaitMs / 1000).toFixed(2)} s`,
  ].join('\n');
}

async function main(): Promise<void> {
  const [optimizedSim, naiveSim] = await Promise.all([simulatorWithClient(), simulatorWithClient()]);
  try {
    const {
      api: optimized,
      app,
      feed,
    } = await optimizedBff(optimizedSim.client, {
      mqttUrl: optimizedSim.sim.ready.mqtt,
      appKey: optimizedSim.credentials.appKey,
    });
    const scheduler = createScheduler({ limits: {}, margin: 1, maxQueue: 100, maxWaitMs: 60_000, clock: systemClock });
    const index = await createInstrumentCatalog({
      client: naiveSim.client,
      scheduler,
      clock: systemClock,
      generation: 'v3',
    }).get();
    const symbols = pickSymbols(index.symbols(), WANTED_SYMBOLS, seededRandom(11));
    const naive = naivePassThrough(naiveSim.client, index);
    const startAt = Date.now() + 1_000;
    const sessionPlans = plans(symbols, startAt);
    const distinct = new Set(sessionPlans.flatMap((p) => p.watchlist)).size;
    if (distinct !== WANTED_SYMBOLS)
      throw new Error(`the watchlists cover ${distinct} distinct symbols, not ${WANTED_SYMBOLS}`);
    process.stdout.write(
      `Picked ${distinct} distinct symbols of the ${index.size}-symbol catalogue for the watchlists.\n`,
    );
    process.stdout.write(
      `Running ${SESSIONS} browser sessions over ${distinct} distinct symbols for ${DURATION_MS / 1000} s, against the BFF and a naive pass-through...\n`,
    );
    const tallies = { optimized: newTally(), naive: newTally() };
    await Promise.all([
      ...sessionPlans.map((plan) => runBrowserSession(optimized, plan, tallies.optimized)),
      ...sessionPlans.map((plan) => runBrowserSession(naive, plan, tallies.naive)),
    ]);
    const figures = runFigures(await optimizedSim.control.stats(), tallies.optimized, startAt, DURATION_MS);
    const baseline = runFigures(await naiveSim.control.stats(), tallies.naive, startAt, DURATION_MS);
    await feed.close();
    await app.close();
    process.stdout.write(
      `${describe('BFF (scheduler, batching, caches)', figures)}\n${describe('Naive pass-through', baseline)}\n`,
    );
    const reduction = baseline.marketDataCallsTotal / Math.max(1, figures.marketDataCallsTotal);
    const goal = {
      upstream429s: 0,
      maxMarketDataCallsInAnySliding60s: 60,
      minReductionVsNaive: 10,
      p95QuoteAgeMsBelow: 5_000,
      // A chart the trader opened is blank until its bars come
      // (docs/decisions/0018-what-the-trader-waits-on-goes-first.md).
      p95ChartWaitMsBelow: 5_000,
    };
    const met = {
      zero429: figures.upstream429s === 0,
      neverOverLimit: figures.maxMarketDataCallsInAnySliding60s <= goal.maxMarketDataCallsInAnySliding60s,
      tenTimesFewerCalls: reduction >= goal.minReductionVsNaive,
      p95QuoteAgeUnder5s: figures.p95QuoteAgeMs < goal.p95QuoteAgeMsBelow,
      p95ChartWaitUnder5s: figures.p95ChartWaitMs < goal.p95ChartWaitMsBelow,
    };
    const summary = {
      bench: 'upstream',
      sessions: SESSIONS,
      symbols: distinct,
      durationMs: DURATION_MS,
      figures,
      baseline,
      reduction: Number(reduction.toFixed(1)),
      goal,
      met,
      allMet: Object.values(met).every(Boolean),
    };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    await Promise.all([optimizedSim.sim.stop(), naiveSim.sim.stop()]);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
