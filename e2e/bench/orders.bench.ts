import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { fetchFromPage } from '../support/bff-fetch';
import { startPaperBff } from '../support/paper-bff';
import { controlSimulator, createSimClient } from '../support/sim-client';
import { MARGIN_ACCOUNT, moveMarket } from '../support/sim-trading';
import { openOn, orderRow, reviewOrder, showOrders } from '../support/ticket-ui';
import { describeSpread, spread } from './live-figures';
import { armFillProbe, confirmAndTimeAck, reviewNext } from './orders-probe';

// `npm run bench:orders`: what the dashboard adds to the broker's own time, in real Chromium
// over the real stack (page -> BFF journal -> signed place -> simulator; simulator fill -> trade
// event -> BFF -> relay -> page).
//
// 1. Click to acknowledged: Confirm clicked in the page until its result card says SUBMITTED.
//    Baseline: the same place call sent straight to the simulator, signed, from this process,
//    just before each order's review (its events settle on the page before the click).
// 2. Fill to screen: a print through a resting limit (the control surface's market move) until
//    the order's row says FILLED. Baseline: the move call itself, which returns once the paper
//    broker has filled the order and written its event.
// What the dashboard adds is taken per pair (each measurement minus its own baseline, taken
// moments apart), so a busy moment of the machine weighs on both sides of a difference instead
// of on one side of two independent p99s. The first WARM_UP pairs of each kind (cold code paths,
// first connections) are run but not counted.
// The harness stays out of the page's way: reviews after the first find the ticket's fields by
// test id, and the watches cover the ticket and the orders panel only (./orders-probe.ts).
// Goal: the dashboard adds under 20 ms at p99 to each.
const ORDERS = z.coerce.number().int().min(1).default(100).parse(process.env.BENCH_ORDERS);
const WARM_UP = 3;
const SYMBOL = 'KO';
const MARKET_NOW = Date.UTC(2026, 10, 18, 15, 30, 0);
const GOAL = { addedP99Ms: 20 };
const placeAnswerSchema = z.object({ orders: z.array(z.object({ client_order_id: z.string(), status: z.string() })) });

const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const bff = await startPaperBff({ env: { DATA_DIR: dataDir } });
const cleanups: (() => Promise<void>)[] = [
  bff.stop,
  () => {
    rmSync(dataDir, { recursive: true, force: true });
    return Promise.resolve();
  },
];
const now = () => performance.timeOrigin + performance.now();
let serial = 0;
const newId = () => `bench${String(Date.now() % 1e9)}${String((serial += 1))}`;

try {
  const { ready } = bff;
  const simUrl = ready.simulator.http;
  await controlSimulator(simUrl, 'clock', { now: MARKET_NOW });
  const sim = createSimClient(simUrl, bff.appKey, bff.secret);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  cleanups.unshift(() => browser.close());
  const page = await browser.newPage();
  await page.goto(ready.loginUrl);
  const last = await openOn(page, ready.url, SYMBOL);
  const resting = (last * 0.8).toFixed(2);
  console.log(
    `page ready: ${SYMBOL} at ${String(last)}; ${String(ORDERS)} orders each way (after ${String(WARM_UP)} not counted), resting at ${resting}`,
  );

  // 1. Click to acknowledged through the ticket, each after its baseline: the simulator's own
  //    place, signed and sent from here.
  const simPlace: number[] = [];
  const clickToAck: number[] = [];
  for (let i = 0; i < WARM_UP + ORDERS; i += 1) {
    const counted = i >= WARM_UP;
    const body = {
      account_id: MARGIN_ACCOUNT,
      new_orders: [
        {
          client_order_id: newId(),
          combo_type: 'NORMAL',
          instrument_type: 'EQUITY',
          market: 'US',
          symbol: SYMBOL,
          side: 'BUY',
          order_type: 'LIMIT',
          time_in_force: 'DAY',
          entrust_type: 'QTY',
          support_trading_session: 'CORE',
          quantity: '1',
          limit_price: resting,
        },
      ],
    };
    const startedAt = now();
    await sim.post('/trading/orders/place', body);
    const placeMs = now() - startedAt;
    // The baseline's own trade events reach the page too (same account): the review's round
    // trips let them land before the click, so they are not counted as the dashboard's time.
    if (i === 0) await reviewOrder(page, { side: 'Buy', quantity: '1', orderType: 'Limit', limit: resting });
    else await reviewNext(page, '1', resting);
    const ackMs = await confirmAndTimeAck(page);
    if (counted) {
      simPlace.push(placeMs);
      clickToAck.push(ackMs);
    }
  }

  // 2. Fill to screen: each order rests first, then one print trades through it.
  await showOrders(page, 'Filled');
  const moveCall: number[] = [];
  const fillToScreen: number[] = [];
  let price = Math.round(last * 0.7 * 100) / 100;
  for (let i = 0; i < WARM_UP + ORDERS; i += 1) {
    const counted = i >= WARM_UP;
    const id = newId();
    const limit = price.toFixed(2);
    const draft = {
      account_id: MARGIN_ACCOUNT,
      client_order_id: id,
      symbol: SYMBOL,
      side: 'BUY',
      order_type: 'LIMIT',
      time_in_force: 'DAY',
      session: 'CORE',
      entrust_type: 'QTY',
      quantity: '1',
      limit_price: limit,
    };
    const placed = await fetchFromPage(page, '/api/orders', { method: 'POST', body: JSON.stringify(draft) });
    if (placeAnswerSchema.parse(JSON.parse(placed.text)).orders[0]?.status !== 'SUBMITTED')
      throw new Error(`order ${id} was not accepted: ${placed.text}`);
    const shown = await armFillProbe(page, id);
    const startedAt = now();
    await moveMarket(simUrl, SYMBOL, [(price - 0.05).toFixed(2)], '100');
    const moveMs = now() - startedAt;
    const shownMs = (await shown()) - startedAt;
    if (counted) {
      moveCall.push(moveMs);
      fillToScreen.push(shownMs);
    }
    await orderRow(page, id).waitFor();
    // The next order rests below this print.
    price = Math.round((price - 0.2) * 100) / 100;
    await pause(50);
  }

  const figures = { clickToAck: spread(clickToAck), fillToScreen: spread(fillToScreen) };
  const baselines = { simulatorPlace: spread(simPlace), simulatorFill: spread(moveCall) };
  const addedAck = spread(clickToAck.map((ms, i) => ms - (simPlace[i] ?? Number.NaN)));
  const addedFill = spread(fillToScreen.map((ms, i) => ms - (moveCall[i] ?? Number.NaN)));
  const added = {
    ackP50Ms: addedAck.p50Ms,
    ackP99Ms: addedAck.p99Ms,
    fillP50Ms: addedFill.p50Ms,
    fillP99Ms: addedFill.p99Ms,
  };
  const ratio = {
    ackP99: Number((figures.clickToAck.p99Ms / Math.max(1, baselines.simulatorPlace.p99Ms)).toFixed(2)),
    fillP99: Number((figures.fillToScreen.p99Ms / Math.max(1, baselines.simulatorFill.p99Ms)).toFixed(2)),
  };
  console.log(describeSpread('click -> acknowledged on screen', figures.clickToAck));
  console.log(describeSpread('  baseline: the simulator place call alone', baselines.simulatorPlace));
  console.log(describeSpread('print through the limit -> FILLED on screen', figures.fillToScreen));
  console.log(
    describeSpread('  baseline: the market move call (broker fills, writes the event)', baselines.simulatorFill),
  );
  console.log(describeSpread('added to the place, per pair', addedAck));
  console.log(describeSpread('added to the fill, per pair', addedFill));
  console.log(
    `added at p99: ${String(added.ackP99Ms)} ms to place, ${String(added.fillP99Ms)} ms to fill (goal < ${String(GOAL.addedP99Ms)} ms)`,
  );
  const met = { ack: added.ackP99Ms < GOAL.addedP99Ms, fill: added.fillP99Ms < GOAL.addedP99Ms };
  console.log(
    JSON.stringify({
      bench: 'orders',
      setup: { symbol: SYMBOL, orders: ORDERS, warmUp: WARM_UP },
      figures,
      baselines,
      added,
      ratio,
      goal: GOAL,
      met,
      allMet: met.ack && met.fill,
    }),
  );
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
