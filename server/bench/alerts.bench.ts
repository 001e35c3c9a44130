import { createAlertService } from '@server/alerts/create-alert-service';
import { memoryAlertStore } from '@server/alerts/testing/memory-alert-store';
import { systemClock } from '@server/shared/clock';
import { alertsFor } from './alerts/alert-load';
import { pooled, quantileUs, timedFeed } from './alerts/timed-feed';
import { relayContenderOn } from './relay/contenders';
import { startRelayStack } from './relay/relay-stack';
import { planSubscriptions, pause, type ScenarioFigures } from './relay/scenario';
import { seededRandom } from './upstream/watchlists';

// `npm run bench:alerts`: what judging alerts costs the BFF (docs/benchmarks.md#the-alerts-bench).
// A simulator process pushes trades and quotes of 200 symbols through the BFF's real upstream
// session (MQTT, signed subscribe calls) at about 1,000 trades a second, its market clock running
// in a regular session; the alert service judges 1,000 active alerts on them in this process, and
// the relay delivers depth updates to MQTT-over-WebSocket clients in a child process (the relay
// bench's fleet). Figures: the evaluation cost per trade (p99), for symbols with the same alerts
// while 950 or only 10 alerts sit on other symbols; the relay's p99 delivery latency in rounds
// with and without the alerts, alternating, in the same run.
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_ALERTS_SECONDS', 10);
const SYMBOLS = 200;
const ALERTS_PER_SYMBOL = 5;
/** The symbols whose cost is compared while the alerts elsewhere change. */
const PROBES = 20;
const FEW_ELSEWHERE = 10;
/** A push of every symbol every 175 ms: about 1,000 trades a second over 200 symbols (some pushes carry none). */
const INTERVAL_MS = 175;
const CLIENTS = 200;
const RELAY_SYMBOLS = 50;
const ROUNDS = 3;
/** The pause before each measured window. */
const SETTLE_MS = 2_000;
// A Wednesday at 10:30 New York time, the market clock running at wall speed from there.
const MARKET_START = Date.UTC(2026, 10, 18, 15, 30);
const USER = 'key-bench';

const note = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const stack = await startRelayStack(INTERVAL_MS);
  try {
    await stack.control('/_control/clock', { now: MARKET_START, speed: 1 });
    const symbols = await stack.symbols(SYMBOLS);
    const probes = new Set(symbols.slice(0, PROBES));
    const elsewhere = symbols.slice(PROBES);
    // Charts and lists on every symbol: the same upstream load in every round, alerts or not.
    for (const symbol of symbols) for (const kind of ['tick', 'quote'] as const) stack.feed.watch(symbol, kind);
    let trades = 0;
    stack.feed.onEvent((event) => {
      if (event.kind === 'tick') trades += event.data.ticks.length;
    });
    const timed = timedFeed(stack.feed);
    // The timing's own cost: the same wrapper around a listener that does nothing.
    const empty = timedFeed(stack.feed);
    empty.feed.onEvent(() => undefined);

    const startAlerts = async (perSymbolElsewhere: number) => {
      const service = createAlertService({
        store: memoryAlertStore(),
        feed: timed.feed,
        clock: systemClock,
        marketNow: () => stack.broker.marketClock().market_time,
        quota: { limit: 400, source: "the simulator's stream quota" },
        symbols: stack.broker.directory,
        log: (line) => {
          process.stderr.write(`alerts: ${line}\n`);
        },
      });
      const now = stack.broker.marketClock().market_time;
      const load = [
        ...alertsFor([...probes], ALERTS_PER_SYMBOL, now),
        ...alertsFor(elsewhere, ALERTS_PER_SYMBOL, now).slice(0, perSymbolElsewhere),
      ];
      for (const alert of load) await service.create(USER, alert);
      return { service, count: load.length };
    };

    /** The evaluation cost per trade with `elsewhere` alerts on the other symbols: the stream alone, no fleet. */
    const costWith = async (elsewhereCount: number) => {
      const { service, count } = await startAlerts(elsewhereCount);
      await stack.pause(false);
      // Every alert armed and its code warm before the samples count.
      await pause(2_000);
      timed.record();
      empty.record();
      const tradesBefore = trades;
      const startedAt = performance.now();
      await pause(SECONDS * 1_000);
      const samples = timed.stop();
      const timing = empty.stop();
      const perSecond = Math.round(((trades - tradesBefore) * 1_000) / (performance.now() - startedAt));
      await stack.pause(true);
      await service.close();
      return { samples, timing, perSecond, count };
    };
    const many = await costWith(SYMBOLS * ALERTS_PER_SYMBOL);
    const few = await costWith(FEW_ELSEWHERE);

    const contender = relayContenderOn(stack, symbols.slice(0, RELAY_SYMBOLS));
    const plan = planSubscriptions(symbols.slice(0, RELAY_SYMBOLS), CLIENTS, 1, seededRandom(7));
    const without: ScenarioFigures[] = [];
    const withAlerts: ScenarioFigures[] = [];
    // Each window is measured after the same settling pause, so the with-alerts window holds the
    // alerts being judged, not the thousand creations just before it; and the two kinds take turns
    // going first, so neither always has the machine's warmer (or busier) second half.
    const measureWithout = async (round: number) => {
      await pause(SETTLE_MS);
      without.push(await contender.run(plan, SECONDS));
      note(`round ${String(round + 1)} without alerts: relay p99 ${String(without.at(-1)?.p99Ms)} ms`);
    };
    const measureWith = async (round: number) => {
      const { service, count } = await startAlerts(SYMBOLS * ALERTS_PER_SYMBOL);
      await pause(SETTLE_MS);
      withAlerts.push(await contender.run(plan, SECONDS));
      note(`round ${String(round + 1)} with ${String(count)} alerts: relay p99 ${String(withAlerts.at(-1)?.p99Ms)} ms`);
      await service.close();
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round % 2 === 0) {
        await measureWithout(round);
        await measureWith(round);
      } else {
        await measureWith(round);
        await measureWithout(round);
      }
    }

    const all = pooled(many.samples);
    const probeMany = pooled(many.samples, probes);
    const probeFew = pooled(few.samples, probes);
    const timing = pooled(many.timing);
    // The middle round's p99 of each kind: one slow moment of a busy machine moves a mean.
    const median = (figures: ScenarioFigures[]) => {
      const sorted = figures.map((f) => f.p99Ms).sort((x, y) => x - y);
      return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    };
    const figures = {
      evaluation: {
        tradesJudged: all.length,
        p50Us: quantileUs(all, 0.5),
        p99Us: quantileUs(all, 0.99),
        p999Us: quantileUs(all, 0.999),
        // The event loop's time spent judging, per second of stream: what the alerts can take from the relay.
        busyMsPerSecond: Number((all.reduce((sum, ns) => sum + ns, 0) / 1e6 / SECONDS).toFixed(3)),
        probeP50UsWithManyElsewhere: quantileUs(probeMany, 0.5),
        probeP50UsWithFewElsewhere: quantileUs(probeFew, 0.5),
        probeP99UsWithManyElsewhere: quantileUs(probeMany, 0.99),
        probeP99UsWithFewElsewhere: quantileUs(probeFew, 0.99),
        probeTrades: [probeMany.length, probeFew.length],
      },
      relay: {
        p99MsWithout: without.map((f) => f.p99Ms),
        p50MsWithout: without.map((f) => f.p50Ms),
        p50MsWith: withAlerts.map((f) => f.p50Ms),
        p99MsWith: withAlerts.map((f) => f.p99Ms),
        lossWith: withAlerts.map((f) => f.loss),
      },
    };
    const ratios = {
      probeManyVsFew: Number(
        (figures.evaluation.probeP99UsWithManyElsewhere / figures.evaluation.probeP99UsWithFewElsewhere).toFixed(2),
      ),
      relayP99WithVsWithout: Number((median(withAlerts) / median(without)).toFixed(3)),
    };
    const goal = { evaluationP99Us: 5, probeManyVsFewAtMost: 1.5, relayP99WithVsWithoutAtMost: 1.1 };
    const met = {
      evaluationP99Us: figures.evaluation.p99Us < goal.evaluationP99Us,
      independentOfOtherSymbols: ratios.probeManyVsFew <= goal.probeManyVsFewAtMost,
      relayP99: ratios.relayP99WithVsWithout <= goal.relayP99WithVsWithoutAtMost,
    };
    const setup = {
      symbols: SYMBOLS,
      alerts: many.count,
      probeSymbols: PROBES,
      alertsElsewhereFew: FEW_ELSEWHERE,
      alertsElsewhereMany: many.count - PROBES * ALERTS_PER_SYMBOL,
      intervalMs: INTERVAL_MS,
      tradesPerSecond: many.perSecond,
      clients: CLIENTS,
      relaySymbols: RELAY_SYMBOLS,
      seconds: SECONDS,
      rounds: ROUNDS,
    };
    const baselines = { timingOnlyP99Us: quantileUs(timing, 0.99), timingOnlyP50Us: quantileUs(timing, 0.5) };
    note(
      JSON.stringify({
        bench: 'alerts',
        setup,
        figures,
        baselines,
        ratios,
        goal,
        met,
        allMet: Object.values(met).every(Boolean),
      }),
    );
  } finally {
    await stack.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
