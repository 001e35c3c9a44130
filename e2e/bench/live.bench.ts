import { setTimeout as pause } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { startPaperBff } from '../support/paper-bff';
import { controlSimulator } from '../support/sim-client';
import { publishTrade } from '../support/stream-control';
import { describeSpread, spread } from './live-figures';
import { armProbe, LIVE_PROBE_SCRIPT, waitForArrival } from './live-probe';

// `npm run bench:live`: the live journeys' latencies, in real Chromium over the real stack
// (simulator -> BFF feed -> relay -> page). The end-to-end journeys only check that these things
// happen; how soon is measured here, on a machine the reader knows the load of.
//
// 1. A trade published through the simulator's control surface, until the quote panel shows it,
//    one after another with a pause between so none is merged with the next.
// 2. The simulator drops the BFF's stream; trades are published every 100 ms until the page shows
//    one: the reconnect, the resubscription and the first delivery after it.
//
// Baselines from the same run: the publish call alone (the simulator taking the trade and writing
// it to the BFF's MQTT socket, plus one loopback HTTP round trip), and the moment the quote frame
// reached the page's WebSocket (everything but the browser's own parsing and rendering).
const TRADES = z.coerce.number().int().min(1).default(40).parse(process.env.BENCH_LIVE_TRADES);
const RECONNECTS = z.coerce.number().int().min(1).default(10).parse(process.env.BENCH_LIVE_RECONNECTS);
const SYMBOL = 'AMD';
const TOPIC = `quote/${SYMBOL}`;
const BETWEEN_TRADES_MS = 250;
const MARKET_NOW = Date.UTC(2026, 10, 18, 15, 30, 0);
// The journeys' former claims: each value within 1 s of the trade; prices again within 5 s of a reconnect.
const GOAL = { tradeP99Ms: 1_000, reconnectP99Ms: 5_000 };

const bff = await startPaperBff();
const cleanups: (() => Promise<void>)[] = [bff.stop];
try {
  const { ready } = bff;
  const simUrl = ready.simulator.http;
  await controlSimulator(simUrl, 'clock', { now: MARKET_NOW });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  cleanups.unshift(() => browser.close());
  const page = await browser.newPage();
  await page.addInitScript(LIVE_PROBE_SCRIPT);
  await page.goto(ready.loginUrl);
  await page.goto(`${ready.url}/?symbol=${SYMBOL}&timespan=M1`);
  await page.locator('[data-testid="feed-badge"][data-state="live"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="quote-source"][data-value="stream"]').waitFor({ timeout: 60_000 });
  const shown = Number(await page.getByTestId('quote-price').getAttribute('data-value'));
  // Every published price is a cent above the last, so "at or above" names one trade and later ones.
  let cents = Math.round((Math.ceil(shown) + 1) * 100);
  const nextPrice = () => {
    cents += 1;
    return ((cents - 1) / 100).toFixed(2);
  };
  console.log(
    `page ready: ${SYMBOL} streaming at ${String(shown)}; ${String(TRADES)} trades, then ${String(RECONNECTS)} drops`,
  );

  const trade = { publishCall: [] as number[], atSocket: [] as number[], onScreen: [] as number[] };
  for (let i = 0; i < TRADES; i += 1) {
    const price = nextPrice();
    await armProbe(page, TOPIC, Number(price));
    const sentAt = Date.now();
    await publishTrade(simUrl, SYMBOL, price);
    trade.publishCall.push(Date.now() - sentAt);
    const arrival = await waitForArrival(page, 30_000);
    trade.atSocket.push(arrival.frameAt - sentAt);
    trade.onScreen.push(arrival.domAt - sentAt);
    await pause(BETWEEN_TRADES_MS);
  }

  const reconnect = { atSocket: [] as number[], onScreen: [] as number[] };
  for (let i = 0; i < RECONNECTS; i += 1) {
    // The first price published after the drop, or any later one, shows the stream is back.
    await armProbe(page, TOPIC, cents / 100);
    const droppedAt = Date.now();
    await controlSimulator(simUrl, 'stream/drop', {});
    const progress = { done: false };
    const arrival = waitForArrival(page, 60_000).finally(() => {
      progress.done = true;
    });
    while (!progress.done) {
      await publishTrade(simUrl, SYMBOL, nextPrice());
      await pause(100);
    }
    const { frameAt, domAt } = await arrival;
    reconnect.atSocket.push(frameAt - droppedAt);
    reconnect.onScreen.push(domAt - droppedAt);
    await page.locator('[data-testid="feed-badge"][data-state="live"]').waitFor({ timeout: 60_000 });
    await pause(1_000);
  }

  const figures = { trade: spread(trade.onScreen), reconnect: spread(reconnect.onScreen) };
  const baselines = {
    publishCall: spread(trade.publishCall),
    tradeAtSocket: spread(trade.atSocket),
    reconnectAtSocket: spread(reconnect.atSocket),
  };
  console.log(describeSpread('trade -> quote panel', figures.trade));
  console.log(
    describeSpread('  baseline: publish call (simulator takes the trade, writes it to the BFF)', baselines.publishCall),
  );
  console.log(describeSpread("  baseline: trade -> quote frame at the page's WebSocket", baselines.tradeAtSocket));
  console.log(describeSpread('drop -> a new trade in the quote panel', figures.reconnect));
  console.log(describeSpread("  baseline: drop -> quote frame at the page's WebSocket", baselines.reconnectAtSocket));
  const met = {
    tradeP99Ms: figures.trade.p99Ms <= GOAL.tradeP99Ms,
    reconnectP99Ms: figures.reconnect.p99Ms <= GOAL.reconnectP99Ms,
  };
  const setup = { symbol: SYMBOL, trades: TRADES, reconnects: RECONNECTS, betweenTradesMs: BETWEEN_TRADES_MS };
  console.log(
    JSON.stringify({
      bench: 'live',
      setup,
      figures,
      baselines,
      goal: GOAL,
      met,
      allMet: Object.values(met).every(Boolean),
    }),
  );
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
