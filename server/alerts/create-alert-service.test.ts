import { expect, test } from 'vitest';
import { MAX_ALERTS } from '@contracts/alerts';
import { ApiError } from '@server/shared/api-error';
import { alertServiceKit, crossesAbove, OPEN_AT, USER } from './testing/alert-service-kit';
import { memoryAlertStore } from './testing/memory-alert-store';

test('the first price only arms an alert; the crossing after it fires once and leaves', async () => {
  const { service, feed, trade, notices, settle, store } = alertServiceKit();
  await service.ready;
  const alert = await service.create(USER, crossesAbove('200'));
  expect(alert.watch.state).toBe('arming');
  expect(feed.watchers('AAPL', 'quote')).toBe(1);
  expect(feed.watchers('AAPL', 'tick')).toBe(1);
  trade('AAPL', '199');
  expect((await service.list(USER))[0]?.watch.state).toBe('watching');
  trade('AAPL', '201');
  trade('AAPL', '199');
  trade('AAPL', '202');
  await settle();
  expect(store.firingsOf(alert.id).map((f) => [f.value, f.message])).toEqual([['201', 'AAPL crossed above 200']]);
  const [after] = await service.list(USER);
  expect(after).toMatchObject({ status: 'done', fired_count: 1, unseen_count: 1, watch: { state: 'idle' } });
  // Created (1), fired (2): the notice carries the firing.
  expect(notices).toEqual([
    { userId: USER, revision: 1, firings: 0 },
    { userId: USER, revision: 2, firings: 1 },
  ]);
  expect(await service.notice(USER)).toMatchObject({ revision: 2, firings: [{ alert_id: alert.id, value: '201' }] });
  // A done alert keeps nothing watched.
  expect(feed.watchers('AAPL', 'tick')).toBe(0);
});

test('a price on the wrong side at the first price never fires on it', async () => {
  const { service, trade, settle, store } = alertServiceKit();
  const alert = await service.create(USER, crossesAbove('200'));
  trade('AAPL', '250');
  trade('AAPL', '260');
  await settle();
  expect(store.firingsOf(alert.id)).toEqual([]);
});

test('an "every time" alert fires at each crossing at least its cooldown apart', async () => {
  const { service, clock, trade, settle, store } = alertServiceKit();
  const alert = await service.create(USER, { ...crossesAbove('200'), repeat: { mode: 'every', cooldown_s: 60 } });
  trade('AAPL', '199');
  trade('AAPL', '201');
  trade('AAPL', '199');
  clock.advance(30_000);
  trade('AAPL', '201');
  trade('AAPL', '199');
  clock.advance(30_000);
  trade('AAPL', '201');
  await settle();
  expect(store.firingsOf(alert.id).map((f) => f.at)).toEqual([OPEN_AT, OPEN_AT + 60_000]);
  expect((await service.list(USER))[0]).toMatchObject({ status: 'active', fired_count: 2 });
});

test('after the stream was lost the first price only arms again: no firing on a stale comparison', async () => {
  const { service, trade, feedState, settle, store } = alertServiceKit();
  const alert = await service.create(USER, crossesAbove('200'));
  trade('AAPL', '199');
  feedState('reconnecting');
  expect((await service.list(USER))[0]?.watch).toEqual({
    state: 'waiting',
    reason: 'The stream is reconnecting; judged again once it is live',
  });
  // Polled while down: not judged.
  trade('AAPL', '205');
  feedState('live');
  trade('AAPL', '210');
  await settle();
  expect(store.firingsOf(alert.id)).toEqual([]);
  trade('AAPL', '195');
  trade('AAPL', '200');
  await settle();
  expect(store.firingsOf(alert.id).map((f) => f.value)).toEqual(['200']);
});

test('two services over one store, judging the same prices, record one firing', async () => {
  const store = memoryAlertStore();
  const first = alertServiceKit({ store });
  const alert = await first.service.create(USER, crossesAbove('200'));
  const second = alertServiceKit({ store });
  await second.service.ready;
  for (const kit of [first, second]) kit.trade('AAPL', '199');
  for (const kit of [first, second]) kit.trade('AAPL', '201');
  await first.settle();
  expect(store.firingsOf(alert.id)).toHaveLength(1);
  // Both tell their tabs: the one whose claim won, and the other, whose claim was refused.
  expect([first, second].map((kit) => kit.notices.at(-1)?.firings)).toEqual([1, 1]);
});

test('an alert expires at its expiry and never fires after it', async () => {
  const { service, clock, trade, settle, store, notices, feed } = alertServiceKit();
  const alert = await service.create(USER, { ...crossesAbove('200'), expires_at: OPEN_AT + 60_000 });
  trade('AAPL', '199');
  clock.advance(60_000);
  await settle();
  expect((await service.list(USER))[0]).toMatchObject({ status: 'expired', watch: { state: 'idle' } });
  expect(notices.at(-1)).toEqual({ userId: USER, revision: 2, firings: 0 });
  expect(feed.watchers('AAPL', 'tick')).toBe(0);
  trade('AAPL', '201');
  await settle();
  expect(store.firingsOf(alert.id)).toEqual([]);
});

test('an alert past its expiry at a start is expired there, not judged', async () => {
  const store = memoryAlertStore();
  const stored = await store.createAlert(USER, 'gone', { ...crossesAbove('200'), expires_at: OPEN_AT + 1 }, OPEN_AT);
  const { service, feed, notices } = alertServiceKit({ store, startAt: OPEN_AT + 1_000 });
  await service.ready;
  expect((await service.list(USER))[0]).toMatchObject({ id: stored.id, status: 'expired' });
  expect(feed.watchers('AAPL', 'tick')).toBe(0);
  expect(notices).toHaveLength(0);
});

test('prices outside the sessions are not judged, and the alert says it waits and until when', async () => {
  const { service, clock, trade, settle, store } = alertServiceKit();
  const alert = await service.create(USER, crossesAbove('200'));
  trade('AAPL', '199');
  // 20:30 New York: the after-hours session has closed; the overnight session is not judged.
  clock.advance(10 * 3_600_000);
  expect((await service.list(USER))[0]?.watch).toEqual({
    state: 'waiting',
    reason: 'Overnight session, not judged; watching again Thu 04:00 ET',
  });
  trade('AAPL', '201');
  await settle();
  expect(store.firingsOf(alert.id)).toEqual([]);
});

test('a change of the alert arms it again', async () => {
  const { service, trade, settle, store } = alertServiceKit();
  const alert = await service.create(USER, crossesAbove('200'));
  trade('AAPL', '150');
  await service.update(USER, alert.id, { condition: { type: 'price-crosses', direction: 'above', level: '100' } });
  // 150 was seen before the change: the next price only arms the new level.
  trade('AAPL', '151');
  await settle();
  expect(store.firingsOf(alert.id)).toEqual([]);
  trade('AAPL', '99');
  trade('AAPL', '100');
  await settle();
  expect(store.firingsOf(alert.id)).toHaveLength(1);
});

test('a paused alert is not judged and a resumed one arms again', async () => {
  const { service, trade, settle, store, feed } = alertServiceKit();
  const alert = await service.create(USER, crossesAbove('200'));
  trade('AAPL', '199');
  await service.update(USER, alert.id, { paused: true });
  expect(feed.watchers('AAPL', 'tick')).toBe(0);
  trade('AAPL', '201');
  await service.update(USER, alert.id, { paused: false });
  trade('AAPL', '202');
  await settle();
  expect(store.firingsOf(alert.id)).toEqual([]);
});

test('a symbol past the stream quota is refused in words; one already carried is not', async () => {
  const { service, feed } = alertServiceKit({ quota: 2 });
  await service.create(USER, crossesAbove('200', 'AAPL'));
  feed.watch('MSFT', 'quote');
  feed.emit({ kind: 'status', data: { state: 'live', since: 0, symbols: { AAPL: null, MSFT: null }, at: 0 } });
  const refused = service.create(USER, crossesAbove('200', 'NVDA'));
  const error: unknown = await refused.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 409, code: 'STREAM_QUOTA' });
  expect(error instanceof Error ? error.message : '').toMatch(
    /^No alert on NVDA: the stream already carries 2 symbols, as many as it may \(the test quota\)\./,
  );
  await expect(service.create(USER, crossesAbove('300', 'MSFT'))).resolves.toMatchObject({ symbol: 'MSFT' });
  await expect(service.create(USER, crossesAbove('300', 'AAPL'))).resolves.toMatchObject({ symbol: 'AAPL' });
});

test('an expiry not in the future, an unknown alert and one alert too many are refused', async () => {
  const store = memoryAlertStore();
  const { service } = alertServiceKit({ store });
  await expect(service.create(USER, { ...crossesAbove('200'), expires_at: OPEN_AT })).rejects.toMatchObject({
    status: 400,
    message: 'expires_at: the expiry has passed; give a time in the future, or none.',
  });
  const unknown = '00000000-0000-4000-8000-999999999999';
  await expect(service.update(USER, unknown, { note: 'x' })).rejects.toMatchObject({ status: 404 });
  await expect(service.remove(USER, unknown)).rejects.toMatchObject({ status: 404 });
  for (let i = 0; i < MAX_ALERTS; i += 1) await store.createAlert(USER, `id-${String(i)}`, crossesAbove('1'), 0);
  await expect(service.create(USER, crossesAbove('200'))).rejects.toMatchObject({
    status: 409,
    code: 'TOO_MANY_ALERTS',
  });
});

test('a deleted alert stops being judged and its symbol is let go', async () => {
  const { service, feed, trade, settle, store, notices } = alertServiceKit();
  const alert = await service.create(USER, crossesAbove('200'));
  trade('AAPL', '199');
  await service.remove(USER, alert.id);
  expect(feed.watchers('AAPL', 'quote')).toBe(0);
  trade('AAPL', '201');
  await settle();
  expect(store.firingsOf(alert.id)).toEqual([]);
  expect(notices.map((n) => n.revision)).toEqual([1, 2]);
});

test('a percent alert reads the previous close from the quotes, also on the trades between them', async () => {
  const { service, trade, quote, settle, store } = alertServiceKit();
  const alert = await service.create(USER, {
    ...crossesAbove('1'),
    condition: { type: 'change-percent', direction: 'up', percent: '5' },
  });
  quote('AAPL', { price: '100', pre_close: '100' });
  trade('AAPL', '104');
  trade('AAPL', '105.5');
  await settle();
  expect(store.firingsOf(alert.id).map((f) => f.value)).toEqual(['105.5']);
});

test('a day-volume alert fires when the quotes carry the volume past the figure', async () => {
  const { service, quote, trade, settle, store } = alertServiceKit();
  const alert = await service.create(USER, {
    ...crossesAbove('1'),
    condition: { type: 'day-volume', volume: 1_000_000 },
  });
  quote('AAPL', { price: '100', volume: '900000' });
  trade('AAPL', '101');
  quote('AAPL', { price: '101', volume: '1000100' });
  await settle();
  expect(store.firingsOf(alert.id).map((f) => f.value)).toEqual(['1000100']);
});

test('a restarted service counts its revisions on from its start, never repeating one a tab kept', async () => {
  const store = memoryAlertStore();
  // Each run counts from its start time, as buildBff wires it; each run sees one change.
  const before = alertServiceKit({ store, firstRevision: OPEN_AT });
  await before.service.create(USER, crossesAbove('200'));
  await before.settle();
  const kept = (await before.service.notice(USER)).revision;
  await before.service.close();
  const after = alertServiceKit({ store, startAt: OPEN_AT + 60_000, firstRevision: OPEN_AT + 60_000 });
  await after.service.create(USER, crossesAbove('210'));
  await after.settle();
  expect((await after.service.notice(USER)).revision).not.toBe(kept);
});

test('closing waits for an expiry under way, as for a claim', async () => {
  const store = memoryAlertStore();
  // The expiry at the start goes through; the one the timer runs waits until let go.
  let hold: Promise<void> | null = null;
  const slowStore = {
    ...store,
    expireDue: async (now: number) => {
      if (hold !== null) await hold;
      return store.expireDue(now);
    },
  };
  const { service, clock, settle } = alertServiceKit({ store: slowStore });
  const alert = await service.create(USER, { ...crossesAbove('200'), expires_at: OPEN_AT + 60_000 });
  let letGo = () => {};
  hold = new Promise<void>((resolve) => (letGo = resolve));
  clock.advance(60_000);
  let closed = false;
  const closing = service.close().then(() => (closed = true));
  await settle();
  expect(closed).toBe(false);
  letGo();
  await closing;
  expect((await store.getAlert(USER, alert.id))?.status).toBe('expired');
});

test('the test store moves updated_at as the real one: not for firings marked seen', async () => {
  const store = memoryAlertStore();
  const stored = await store.createAlert(USER, 'a', crossesAbove('200'), OPEN_AT);
  expect((await store.updateAlert(USER, 'a', { seen: true }, OPEN_AT + 1_000))?.updated_at).toBe(stored.updated_at);
  expect((await store.updateAlert(USER, 'a', { note: 'n' }, OPEN_AT + 2_000))?.updated_at).toBe(OPEN_AT + 2_000);
});
