import { expect, onTestFinished, test } from 'vitest';
import { alertFiringListSchema, alertListSchema, alertSchema, MAX_ALERTS, type Alert } from '@contracts/alerts';
import { apiErrorSchema } from '@contracts/common';
import { sessionInfoSchema } from '@contracts/session';
import { buildApp } from './app';
import { createAlertService } from './alerts/create-alert-service';
import { fakeBroker } from './routes/testing/fake-broker';
import { LoginTokens } from './session/login-tokens';
import { browserRequests, logInWith } from './session/testing/login-test-kit';
import { openStore, type Store } from './store/open-store';
import type { AlertStore } from './store/alert-store';
import { journalBackends, openFreshStore } from './store/testing/journal-backends';
import { UnknownSymbolError } from './upstream/client/upstream-errors';
import type { SymbolDirectory } from './upstream/market-data/symbol-directory';
import { createFakeFeed } from './upstream/testing/fake-feed';
import { sampleClaim, sampleNewAlert } from './store/testing/sample-alerts';

const NOW = 1_800_000_000_000;

/** A broker that lists every symbol but ZZZZ. */
const listed: SymbolDirectory = {
  categoriesOf: (symbols) =>
    symbols.includes('ZZZZ')
      ? Promise.reject(new UnknownSymbolError(['ZZZZ']))
      : Promise.resolve(new Map(symbols.map((symbol) => [symbol, 'US_STOCK']))),
};
const [sqlite] = journalBackends;
if (sqlite === undefined) throw new Error('SQLite is always a backend');

// The routes over the alert service and the real store: what the browser sends is what is kept.
// No price comes (a fake feed), so nothing fires here: judging is server/alerts-over-simulator.test.ts's.
async function startApp(store: Store, alertStore: AlertStore = store.alerts) {
  const clock = { now: () => NOW, setTimer: () => () => undefined };
  const alerts = createAlertService({
    store: alertStore,
    feed: createFakeFeed(() => NOW),
    clock,
    marketNow: () => NOW,
    quota: { limit: 400, source: 'the test quota' },
    symbols: listed,
    log: () => undefined,
  });
  onTestFinished(() => alerts.close());
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 'tok'),
    userId: 'key-owner',
    alerts,
    clock,
  });
  onTestFinished(() => app.close());
  const send = browserRequests(app, await logInWith(app, 'tok'));
  return async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    const response = await send(method, url, body);
    const json: unknown = response.body === '' ? null : JSON.parse(response.body);
    return { status: response.statusCode, json, error: apiErrorSchema.safeParse(json).data?.error };
  };
}

for (const backend of journalBackends) {
  test(`${backend.name}: an alert is created (201), listed, changed, and deleted (204); the log keeps its firings`, async () => {
    const { store } = await openFreshStore(backend);
    const request = await startApp(store);
    const created = await request('POST', '/api/alerts', sampleNewAlert());
    expect(created.status).toBe(201);
    const alert: Alert = alertSchema.parse(created.json);
    expect(alert).toMatchObject({
      symbol: 'AAPL',
      condition: { type: 'price-crosses', direction: 'above', level: '200.00' },
      status: 'active',
      unseen_count: 0,
      created_at: NOW,
    });
    expect(alertListSchema.parse((await request('GET', '/api/alerts')).json).alerts).toEqual([alert]);

    await store.alerts.claimFiring(sampleClaim(alert.id, NOW - 1_000), NOW);
    const firings = alertFiringListSchema.parse((await request('GET', '/api/alerts/firings?limit=5')).json).firings;
    expect(firings).toMatchObject([{ alert_id: alert.id, value: '200.10', seen: false }]);
    const seen = await request('PATCH', `/api/alerts/${alert.id}`, { seen: true, note: 'read' });
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ note: 'read', unseen_count: 0, status: 'done', fired_count: 1 });
    const resumed = await request('PATCH', `/api/alerts/${alert.id}`, { paused: false });
    expect(resumed.json).toMatchObject({ status: 'active', fired_count: 1 });

    const deleted = await request('DELETE', `/api/alerts/${alert.id}`);
    expect(deleted).toEqual({ status: 204, json: null, error: undefined });
    expect(alertListSchema.parse((await request('GET', '/api/alerts')).json).alerts).toEqual([]);
    expect(alertFiringListSchema.parse((await request('GET', '/api/alerts/firings')).json).firings).toEqual([
      { ...firings[0], seen: true },
    ]);
  });

  test(`${backend.name}: refusals in words: an unknown alert 404, an expiry in the past 400, an unlisted symbol 404, and the cap on alerts 409`, async () => {
    const { store } = await openFreshStore(backend);
    const request = await startApp(store);
    const unknown = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    for (const answer of [
      await request('PATCH', `/api/alerts/${unknown}`, { note: 'x' }),
      await request('DELETE', `/api/alerts/${unknown}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.error).toEqual({
        code: 'UNKNOWN_ALERT',
        message: `There is no alert ${unknown}: it may have been deleted in another tab.`,
      });
    }
    const past = await request('POST', '/api/alerts', sampleNewAlert({ expires_at: NOW }));
    expect(past.status).toBe(400);
    expect(past.error?.message).toBe('expires_at: the expiry has passed; give a time in the future, or none.');
    expect((await request('POST', '/api/alerts', sampleNewAlert({ expires_at: NOW + 1 }))).status).toBe(201);
    // An alert on a symbol the broker does not list would wait for a price forever.
    const unlisted = await request('POST', '/api/alerts', sampleNewAlert({ symbol: 'ZZZZ' }));
    expect(unlisted.status).toBe(404);
    expect(unlisted.error).toEqual({ code: 'UNKNOWN_SYMBOL', message: 'Unknown symbol ZZZZ' });

    const full = await startApp(store, { ...store.alerts, countAlerts: () => Promise.resolve(MAX_ALERTS) });
    const refused = await full('POST', '/api/alerts', sampleNewAlert());
    expect(refused.status).toBe(409);
    expect(refused.error).toEqual({
      code: 'TOO_MANY_ALERTS',
      message: `At most ${String(MAX_ALERTS)} alerts are kept; delete some you no longer need, then add this one.`,
    });
    expect(await store.alerts.countAlerts('key-owner')).toBe(1);
  });

  test(`${backend.name}: alerts made through the API are there after a restart on the same database`, async () => {
    const { store, config } = await openFreshStore(backend);
    const request = await startApp(store);
    const created = alertSchema.parse((await request('POST', '/api/alerts', sampleNewAlert())).json);
    await store.close();
    const reopened = await openStore(config);
    onTestFinished(() => reopened.close());
    const again = await startApp(reopened);
    expect(alertListSchema.parse((await again('GET', '/api/alerts')).json).alerts).toEqual([created]);
  });
}

test('bodies are checked by the contract before anything is kept, each fault named', async () => {
  const store = (await openFreshStore(sqlite)).store;
  const request = await startApp(store);
  const wrong: [unknown, RegExp][] = [
    [{ ...sampleNewAlert(), colour: 'red' }, /^unknown field `colour`/],
    [
      sampleNewAlert({ condition: { type: 'price-crosses', direction: 'above', level: '-1' } }),
      /a price is above zero/,
    ],
    [
      sampleNewAlert({ condition: { type: 'price-range', direction: 'enters', low: '10', high: '5' } }),
      /the range runs from its low to a higher high/,
    ],
    [sampleNewAlert({ repeat: { mode: 'every', cooldown_s: 1 } }), /a cooldown is at least 10 s/],
    [sampleNewAlert({ note: 'x'.repeat(201) }), /a note has at most 200 characters/],
  ];
  for (const [body, words] of wrong) {
    const answer = await request('POST', '/api/alerts', body);
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(answer.error?.message).toMatch(words);
  }
  const created = alertSchema.parse((await request('POST', '/api/alerts', sampleNewAlert())).json);
  expect((await request('PATCH', `/api/alerts/${created.id}`, {})).error?.message).toMatch(
    /a change names at least one field/,
  );
  expect((await request('PATCH', '/api/alerts/not-a-uuid', { note: 'x' })).error?.message).toMatch(
    /^id: an alert id is a UUID/,
  );
  expect((await request('GET', '/api/alerts/firings?limit=501')).status).toBe(400);
  expect(await store.alerts.countAlerts('key-owner')).toBe(1);
});

test('the session says whose it is: the user of the alerts topic', async () => {
  const store = (await openFreshStore(sqlite)).store;
  const request = await startApp(store);
  expect(sessionInfoSchema.parse((await request('GET', '/api/session')).json).user).toBe('key-owner');
});
