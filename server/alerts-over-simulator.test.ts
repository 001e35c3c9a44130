import { expect, onTestFinished, test } from 'vitest';
import type { AlertFiring, NewAlert } from '@contracts/alerts';
import type { AlertStore } from './store/alert-store';
import { openStore } from './store/open-store';
import { journalBackends, openFreshStore } from './store/testing/journal-backends';
import { alertBffs, ALERTS_USER as USER } from './testing/alert-bff';
import { simulatorForFile } from './testing/simulator-for-file';
import { MARKET_OPEN_AT, type SimulatorStack } from './testing/trading-stack';

// Alerts judged on the real upstream session of a real simulator process (docs/alerts.md): prices
// moved through its control surface, the stream dropped through it. One simulator for the file,
// reset before each test; each test builds its BFFs' feeds and alert services in this process,
// which costs nothing to start.
const simulatorOf = simulatorForFile();
const [sqlite] = journalBackends;
const postgres = journalBackends.find((backend) => backend.name === 'postgres');
if (sqlite === undefined) throw new Error('SQLite is always a backend');

/** The alerts of a new empty SQLite store, closed when the test ends. */
const freshAlerts = async () => (await openFreshStore(sqlite)).store.alerts;
const { alertBff, armed, settleAt, stopAll, waitFor } = alertBffs();

/** The file's simulator, put back to its seed, the market clock pinned in a regular session. */
async function freshSimulator(at = MARKET_OPEN_AT): Promise<SimulatorStack> {
  const simulator = await simulatorOf();
  await simulator.control.pinClock(at);
  return simulator;
}

const firingsBy = (firings: AlertFiring[], alertId: string) => firings.filter((f) => f.alert_id === alertId);

function alert(
  symbol: string,
  condition: NewAlert['condition'],
  repeat: NewAlert['repeat'] = { mode: 'once' },
): NewAlert {
  return { symbol, condition, repeat, expires_at: null, note: '' };
}

test('each condition fires once per crossing on the stream, a gap across a level once', async () => {
  try {
    const simulator = await freshSimulator();
    const bff = await alertBff(simulator, await freshAlerts());
    const { service } = bff;
    const create = (a: NewAlert) => service.create(USER, a);
    const above = await create(alert('AAPL', { type: 'price-crosses', direction: 'above', level: '110' }));
    const everyAbove = await create(
      alert('AAPL', { type: 'price-crosses', direction: 'above', level: '110' }, { mode: 'every', cooldown_s: 10 }),
    );
    const below = await create(alert('AAPL', { type: 'price-crosses', direction: 'below', level: '90' }));
    const enters = await create(alert('AAPL', { type: 'price-range', direction: 'enters', low: '104', high: '106' }));
    const leaves = await create(alert('AAPL', { type: 'price-range', direction: 'leaves', low: '95', high: '107' }));
    // 95 an hour before the pinned time, 115 an hour after: 105 at it.
    const line = await create(
      alert('AAPL', {
        type: 'line-crosses',
        direction: 'above',
        points: [
          { time: MARKET_OPEN_AT - 3_600_000, price: '95' },
          { time: MARKET_OPEN_AT + 3_600_000, price: '115' },
        ],
        drawing_id: null,
      }),
    );
    await settleAt(simulator, [bff], 'AAPL', '100.00');
    await armed(bff);
    // Each price is a trade, then a quote of it: two observations of every price.
    await simulator.control.moveMarket('AAPL', ['105.00', '112.00', '100.00', '112.00', '101.00']);
    // The next crossing twenty seconds later (market time): past the "every" alert's cooldown.
    await simulator.control.pinClock(MARKET_OPEN_AT + 20_000);
    // 112 to 88 is a gap across the range and the level below: one leaving, one crossing.
    await simulator.control.moveMarket('AAPL', ['112.00', '88.00']);
    await waitFor(async () => {
      expect(firingsBy(await service.firings(USER, 100), below.id)).toHaveLength(1);
    });
    const firings = await service.firings(USER, 100);
    const values = (id: string) =>
      firingsBy(firings, id)
        .map((f) => f.value)
        .reverse();
    expect(values(enters.id)).toEqual(['105.00']);
    expect(values(line.id)).toEqual(['105.00']);
    expect(values(above.id)).toEqual(['112.00']);
    expect(values(leaves.id)).toEqual(['112.00']);
    // The second after the cooldown: at the first price over the level after the clock moved on,
    // which may be a trade of the market's own in those twenty seconds.
    const every = firingsBy(firings, everyAbove.id).reverse();
    expect(every.map((f) => f.at)).toEqual([MARKET_OPEN_AT, expect.any(Number)]);
    expect(every[1]?.at).toBeGreaterThan(MARKET_OPEN_AT + 10_000);
    expect(Number(every[1]?.value)).toBeGreaterThanOrEqual(110);
    expect(values(below.id)).toEqual(['88.00']);
    expect(firingsBy(firings, below.id)[0]).toMatchObject({ symbol: 'AAPL', message: 'AAPL crossed below 90' });
    expect((await service.list(USER)).find((a) => a.id === above.id)).toMatchObject({ status: 'done', fired_count: 1 });
  } finally {
    await stopAll();
  }
});

test('a change from the previous close and the day volume fire once when reached', async () => {
  try {
    const simulator = await freshSimulator();
    const bff = await alertBff(simulator, await freshAlerts());
    const { service, feed } = bff;
    const up = await service.create(USER, alert('MSFT', { type: 'change-percent', direction: 'up', percent: '5' }));
    const down = await service.create(USER, alert('MSFT', { type: 'change-percent', direction: 'down', percent: '5' }));
    await waitFor(() => {
      expect(feed.latestQuote('MSFT')?.pre_close).toBeDefined();
    });
    const close = Number(feed.latestQuote('MSFT')?.pre_close);
    await settleAt(simulator, [bff], 'MSFT', close.toFixed(2));
    await armed(bff);
    const volume = Number(feed.latestQuote('MSFT')?.volume);
    const reached = await service.create(USER, alert('MSFT', { type: 'day-volume', volume: volume + 1_500 }));
    await settleAt(simulator, [bff], 'MSFT', close.toFixed(2));
    await armed(bff);
    const path = [close * 1.03, close * 1.06, close * 1.07, close * 0.96, close * 0.94, close * 0.93];
    await simulator.control.moveMarket(
      'MSFT',
      path.map((p) => p.toFixed(2)),
      '1000',
    );
    await waitFor(async () => {
      expect(firingsBy(await service.firings(USER, 100), down.id)).toHaveLength(1);
    });
    const firings = await service.firings(USER, 100);
    expect(firingsBy(firings, up.id).map((f) => f.value)).toEqual([(close * 1.06).toFixed(2)]);
    expect(firingsBy(firings, down.id).map((f) => f.value)).toEqual([(close * 0.94).toFixed(2)]);
    expect(firingsBy(firings, reached.id)).toHaveLength(1);
  } finally {
    await stopAll();
  }
});

test('a restart of the BFF between arming and crossing fires once', async () => {
  try {
    const simulator = await freshSimulator();
    const { store, config } = await openFreshStore(sqlite);
    const before = await alertBff(simulator, store.alerts);
    const above = await before.service.create(
      USER,
      alert('AAPL', { type: 'price-crosses', direction: 'above', level: '110' }),
    );
    await settleAt(simulator, [before], 'AAPL', '100.00');
    await armed(before);
    await before.close();
    // The next run opens the same database again.
    const reopened = await openStore(config);
    onTestFinished(() => reopened.close());
    const after = await alertBff(simulator, reopened.alerts);
    await armed(after);
    await simulator.control.moveMarket('AAPL', ['112.00', '100.00', '113.00']);
    await waitFor(async () => {
      expect((await after.service.list(USER))[0]).toMatchObject({ status: 'done', fired_count: 1 });
    });
    expect((await after.service.firings(USER, 100)).map((f) => [f.alert_id, f.value])).toEqual([[above.id, '112.00']]);
  } finally {
    await stopAll();
  }
});

test('a stream dropped and back does not fire on the stale price, and the next crossing fires', async () => {
  try {
    const simulator = await freshSimulator();
    const bff = await alertBff(simulator, await freshAlerts());
    const above = await bff.service.create(
      USER,
      alert('AAPL', { type: 'price-crosses', direction: 'above', level: '110' }),
    );
    await settleAt(simulator, [bff], 'AAPL', '100.00');
    await armed(bff);
    await simulator.control.stream.refuse(true);
    await simulator.control.stream.drop();
    await waitFor(() => {
      expect(bff.feed.status().state).not.toBe('live');
    });
    // Crossed while the stream is down: polled snapshots may carry it, but they are not judged.
    await simulator.control.moveMarket('AAPL', ['112.00']);
    await simulator.control.stream.refuse(false);
    await waitFor(() => {
      expect(bff.feed.status().state).toBe('live');
      expect(bff.feed.latestQuote('AAPL')).toMatchObject({ price: '112.00', source: 'stream' });
    });
    // The same price again, now that the stream is live: compared with the price before the
    // drop it would be a crossing; it only arms the alert again.
    await settleAt(simulator, [bff], 'AAPL', '112.00');
    await armed(bff);
    expect(await bff.service.firings(USER, 100)).toEqual([]);
    // Still judged: a real crossing after the reconnect fires.
    await simulator.control.moveMarket('AAPL', ['100.00', '111.00']);
    await waitFor(async () => {
      expect((await bff.service.firings(USER, 100)).map((f) => [f.alert_id, f.value])).toEqual([[above.id, '111.00']]);
    });
  } finally {
    await stopAll();
  }
});

// Two BFFs of one app key on one Postgres, each with its own connections and upstream session
// (docs/store.md#several-bffs-on-one-postgres); named `postgres: ...`, skipped in a run without one.
test.skipIf(postgres === undefined)(
  'postgres: two BFFs on one Postgres judging one crossing record one firing',
  async () => {
    if (postgres === undefined) throw new Error('no Postgres server in this run');
    const config = await postgres.freshConfig();
    const stores = [await openStore(config), await openStore(config)];
    onTestFinished(async () => {
      for (const store of stores) await store.close();
    });
    const [one, two] = stores;
    if (one === undefined || two === undefined) throw new Error('two stores were opened');
    try {
      const simulator = await freshSimulator();
      // Each BFF's claims, granted or not: both judge the crossing, the database records it once.
      const claims: (string | null)[] = [];
      const counted = (alerts: AlertStore): AlertStore => ({
        ...alerts,
        claimFiring: async (claim, now) => {
          const firing = await alerts.claimFiring(claim, now);
          claims.push(firing?.value ?? null);
          return firing;
        },
      });
      const first = await alertBff(simulator, counted(one.alerts));
      const above = await first.service.create(
        USER,
        alert('AAPL', { type: 'price-crosses', direction: 'above', level: '110' }),
      );
      const second = await alertBff(simulator, counted(two.alerts));
      await settleAt(simulator, [first, second], 'AAPL', '100.00');
      await armed(first);
      await armed(second);
      await simulator.control.moveMarket('AAPL', ['112.00']);
      await waitFor(() => {
        for (const bff of [first, second]) expect(bff.feed.latestQuote('AAPL')?.price).toBe('112.00');
      });
      await first.close();
      await second.close();
      expect(claims.sort()).toEqual(['112.00', null]);
      expect((await one.alerts.listFirings(USER, 10)).map((f) => [f.alert_id, f.value])).toEqual([
        [above.id, '112.00'],
      ]);
      expect(await one.alerts.getAlert(USER, above.id)).toMatchObject({ status: 'done', fired_count: 1 });
    } finally {
      await stopAll();
    }
  },
);

test('an expired alert never fires', async () => {
  try {
    const simulator = await freshSimulator();
    const bff = await alertBff(simulator, await freshAlerts());
    const expiring = await bff.service.create(USER, {
      ...alert('AAPL', { type: 'price-crosses', direction: 'above', level: '110' }),
      expires_at: Date.now() + 1_000,
    });
    await settleAt(simulator, [bff], 'AAPL', '100.00');
    await waitFor(async () => {
      expect((await bff.service.list(USER))[0]).toMatchObject({ id: expiring.id, status: 'expired' });
    });
    await settleAt(simulator, [bff], 'AAPL', '112.00');
    expect(await bff.service.firings(USER, 100)).toEqual([]);
  } finally {
    await stopAll();
  }
});

test('an alert on a symbol past the stream quota is refused in words', async () => {
  try {
    const simulator = await freshSimulator();
    const bff = await alertBff(simulator, await freshAlerts(), 2);
    await bff.service.create(USER, alert('AAPL', { type: 'price-crosses', direction: 'above', level: '110' }));
    await bff.service.create(USER, alert('MSFT', { type: 'price-crosses', direction: 'above', level: '110' }));
    await waitFor(() => {
      expect(Object.keys(bff.feed.status().symbols).sort()).toEqual(['AAPL', 'MSFT']);
    });
    await expect(
      bff.service.create(USER, alert('NVDA', { type: 'price-crosses', direction: 'above', level: '110' })),
    ).rejects.toThrow(
      "No alert on NVDA: the stream already carries 2 symbols, as many as it may (the simulator's stream quota).",
    );
    expect(Object.keys(bff.feed.status().symbols)).not.toContain('NVDA');
  } finally {
    await stopAll();
  }
});
