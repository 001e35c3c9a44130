import { expect, onTestFinished, test } from 'vitest';
import { openStore } from './open-store';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { ALERT_IDS, sampleClaim, sampleNewAlert } from './testing/sample-alerts';

const [first, second, third] = ALERT_IDS;
const NOW = 1_800_000_000_000;

for (const backend of journalBackends) {
  test(`${backend.name}: alerts are kept per user, the newest first, with their condition and repeat as written`, async () => {
    const { store } = await openFreshStore(backend);
    const range = sampleNewAlert({
      symbol: 'MSFT',
      condition: { type: 'price-range', direction: 'leaves', low: '400', high: '420.5' },
      repeat: { mode: 'every', cooldown_s: 60 },
      expires_at: NOW + 86_400_000,
    });
    expect(await store.alerts.createAlert('user-a', first, sampleNewAlert(), NOW)).toMatchObject({
      id: first,
      status: 'active',
      fired_count: 0,
      last_fired_at: null,
      unseen_count: 0,
    });
    await store.alerts.createAlert('user-a', second, range, NOW + 1);
    await store.alerts.createAlert('user-b', third, sampleNewAlert(), NOW + 2);
    const listed = await store.alerts.listAlerts('user-a');
    expect(listed.map((alert) => alert.id)).toEqual([second, first]);
    expect(listed[0]).toEqual({
      id: second,
      user_id: 'user-a',
      symbol: 'MSFT',
      condition: range.condition,
      repeat: range.repeat,
      expires_at: NOW + 86_400_000,
      note: 'earnings run-up',
      status: 'active',
      created_at: NOW + 1,
      updated_at: NOW + 1,
      last_fired_at: null,
      fired_count: 0,
      unseen_count: 0,
    });
    expect(await store.alerts.countAlerts('user-a')).toBe(2);
    expect(await store.alerts.getAlert('user-b', first)).toBeNull();
    expect((await store.alerts.activeAlerts()).map((alert) => alert.id)).toEqual([first, second, third]);
  });

  test(`${backend.name}: a once alert is claimed by its first firing only, and is done`, async () => {
    const { store } = await openFreshStore(backend);
    await store.alerts.createAlert('user-a', first, sampleNewAlert(), NOW);
    const claim = sampleClaim(first, NOW + 5_000);
    expect(await store.alerts.claimFiring(claim, NOW + 5_100)).toEqual({
      id: claim.id,
      alert_id: first,
      symbol: 'AAPL',
      value: '200.10',
      at: NOW + 5_000,
      message: 'AAPL crossed above 200.00 at 200.10',
      note: 'earnings run-up',
      seen: false,
    });
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW + 9_000), NOW + 9_100)).toBeNull();
    expect(await store.alerts.getAlert('user-a', first)).toMatchObject({
      status: 'done',
      fired_count: 1,
      last_fired_at: NOW + 5_000,
      unseen_count: 1,
    });
    expect(await store.alerts.activeAlerts()).toEqual([]);
  });

  test(`${backend.name}: an every-time alert fires again only once its cooldown has passed in market time`, async () => {
    const { store } = await openFreshStore(backend);
    await store.alerts.createAlert('user-a', first, sampleNewAlert({ repeat: { mode: 'every', cooldown_s: 60 } }), NOW);
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW), NOW)).not.toBeNull();
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW + 59_999), NOW)).toBeNull();
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW + 60_000), NOW)).not.toBeNull();
    expect(await store.alerts.getAlert('user-a', first)).toMatchObject({
      status: 'active',
      fired_count: 2,
      last_fired_at: NOW + 60_000,
      unseen_count: 2,
    });
  });

  test(`${backend.name}: an expired or paused alert is not claimed; expiry is on the BFF's clock and only active alerts expire`, async () => {
    const { store } = await openFreshStore(backend);
    await store.alerts.createAlert('user-a', first, sampleNewAlert({ expires_at: NOW + 1_000 }), NOW);
    await store.alerts.createAlert('user-a', second, sampleNewAlert({ expires_at: NOW + 1_000 }), NOW);
    await store.alerts.createAlert('user-a', third, sampleNewAlert({ expires_at: NOW + 5_000 }), NOW);
    // Its market time is before the expiry; the BFF's clock is not: too late.
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW), NOW + 1_000)).toBeNull();
    await store.alerts.updateAlert('user-a', second, { paused: true }, NOW + 10);
    expect(await store.alerts.claimFiring(sampleClaim(second, NOW + 20), NOW + 20)).toBeNull();
    expect(await store.alerts.expireDue(NOW + 999)).toEqual([]);
    expect(await store.alerts.expireDue(NOW + 1_000)).toEqual([first]);
    expect((await store.alerts.listAlerts('user-a')).map((alert) => [alert.id, alert.status])).toEqual([
      [third, 'active'],
      [second, 'paused'],
      [first, 'expired'],
    ]);
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW + 2_000), NOW + 500)).toBeNull();
    expect(await store.alerts.listFirings('user-a', 10)).toEqual([]);
  });

  test(`${backend.name}: a change rewrites what it names; pause and resume; a done alert resumed fires again, its count kept`, async () => {
    const { store } = await openFreshStore(backend);
    await store.alerts.createAlert('user-a', first, sampleNewAlert(), NOW);
    const condition = { type: 'price-crosses', direction: 'below', level: '180' } as const;
    expect(await store.alerts.updateAlert('user-a', first, { condition, note: 'stop' }, NOW + 1)).toMatchObject({
      condition,
      note: 'stop',
      repeat: { mode: 'once' },
      status: 'active',
      updated_at: NOW + 1,
    });
    expect(await store.alerts.updateAlert('user-b', first, { note: 'not mine' }, NOW + 2)).toBeNull();
    await store.alerts.claimFiring(sampleClaim(first, NOW + 3), NOW + 3);
    // Pausing a done alert leaves it done; resuming it makes it active again.
    expect(await store.alerts.updateAlert('user-a', first, { paused: true }, NOW + 4)).toMatchObject({
      status: 'done',
    });
    expect(await store.alerts.updateAlert('user-a', first, { paused: false }, NOW + 5)).toMatchObject({
      status: 'active',
      fired_count: 1,
    });
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW + 6), NOW + 6)).not.toBeNull();
    expect(await store.alerts.getAlert('user-a', first)).toMatchObject({ status: 'done', fired_count: 2 });
  });

  test(`${backend.name}: firings are listed newest first up to the limit, counted unseen until seen is marked, and outlive their alert`, async () => {
    const { store } = await openFreshStore(backend);
    const every = sampleNewAlert({ repeat: { mode: 'every', cooldown_s: 10 } });
    await store.alerts.createAlert('user-a', first, every, NOW);
    await store.alerts.createAlert('user-a', second, every, NOW);
    await store.alerts.createAlert('user-b', third, every, NOW);
    for (const at of [NOW, NOW + 10_000, NOW + 20_000])
      await store.alerts.claimFiring(sampleClaim(first, at, String(at - NOW)), at);
    await store.alerts.claimFiring(sampleClaim(second, NOW + 15_000, 'second'), NOW + 15_000);
    await store.alerts.claimFiring(sampleClaim(third, NOW + 30_000, 'other user'), NOW + 30_000);
    expect((await store.alerts.listFirings('user-a', 10)).map((firing) => firing.value)).toEqual([
      '20000',
      'second',
      '10000',
      '0',
    ]);
    expect((await store.alerts.listFirings('user-a', 2)).map((firing) => firing.value)).toEqual(['20000', 'second']);
    expect((await store.alerts.getAlert('user-a', first))?.unseen_count).toBe(3);

    expect(await store.alerts.updateAlert('user-a', first, { seen: true }, NOW + 40_000)).toMatchObject({
      unseen_count: 0,
      // Marking seen is not a change of the alert: still the time of its last firing.
      updated_at: NOW + 20_000,
    });
    expect((await store.alerts.getAlert('user-a', second))?.unseen_count).toBe(1);
    expect((await store.alerts.listFirings('user-a', 10)).map((firing) => firing.seen)).toEqual([
      true,
      false,
      true,
      true,
    ]);

    expect(await store.alerts.deleteAlert('user-a', first)).toBe(true);
    expect(await store.alerts.deleteAlert('user-a', first)).toBe(false);
    expect(await store.alerts.deleteAlert('user-a', third)).toBe(false);
    expect(await store.alerts.listFirings('user-a', 10)).toHaveLength(4);
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW + 90_000), NOW + 90_000)).toBeNull();
  });

  test(`${backend.name}: of two claims on one crossing at once, exactly one is recorded`, async () => {
    const { store } = await openFreshStore(backend);
    await store.alerts.createAlert('user-a', first, sampleNewAlert(), NOW);
    await store.alerts.createAlert(
      'user-a',
      second,
      sampleNewAlert({ repeat: { mode: 'every', cooldown_s: 10 } }),
      NOW,
    );
    for (const id of [first, second]) {
      const outcomes = await Promise.all([
        store.alerts.claimFiring(sampleClaim(id, NOW + 1_000), NOW + 1_000),
        store.alerts.claimFiring(sampleClaim(id, NOW + 1_000), NOW + 1_000),
      ]);
      expect(outcomes.filter((firing) => firing !== null)).toHaveLength(1);
    }
    expect(await store.alerts.listFirings('user-a', 10)).toHaveLength(2);
  });

  test(`${backend.name}: alerts and firings survive closing and reopening the database, and a paper account reset`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.alerts.createAlert('user-a', first, sampleNewAlert(), NOW);
    await store.alerts.createAlert(
      'user-a',
      second,
      sampleNewAlert({ repeat: { mode: 'every', cooldown_s: 10 } }),
      NOW,
    );
    await store.alerts.claimFiring(sampleClaim(first, NOW + 1), NOW + 1);
    await store.alerts.claimFiring(sampleClaim(second, NOW + 1), NOW + 1);
    // The alerts are the user's, not the paper account's (docs/store.md#alerts).
    await store.accounts.forgetAccounts(['ACC-1']);
    const before = await store.alerts.listAlerts('user-a');
    const firings = await store.alerts.listFirings('user-a', 10);
    await store.close();
    const reopened = await openStore(config);
    onTestFinished(() => reopened.close());
    expect(await reopened.alerts.listAlerts('user-a')).toEqual(before);
    expect(await reopened.alerts.listFirings('user-a', 10)).toEqual(firings);
    expect((await reopened.alerts.activeAlerts()).map((alert) => alert.id)).toEqual([second]);
    // The once alert stays claimed across the restart: the same crossing judged again is refused.
    expect(await reopened.alerts.claimFiring(sampleClaim(first, NOW + 1), NOW + 2)).toBeNull();
    expect(await reopened.alerts.claimFiring(sampleClaim(second, NOW + 1), NOW + 2)).toBeNull();
  });

  test(`${backend.name}: an alert whose stored condition no longer fits the contract is left out, not judged on a guess`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.alerts.createAlert('user-a', first, sampleNewAlert(), NOW);
    await store.alerts.createAlert('user-a', second, sampleNewAlert(), NOW + 1);
    await backend.query(config, `update alerts set condition = '{"type":"moon-phase"}' where id = '${first}'`);
    expect((await store.alerts.listAlerts('user-a')).map((alert) => alert.id)).toEqual([second]);
    expect((await store.alerts.activeAlerts()).map((alert) => alert.id)).toEqual([second]);
    expect(await store.alerts.getAlert('user-a', first)).toBeNull();
    expect(await store.alerts.claimFiring(sampleClaim(first, NOW + 2), NOW + 2)).toBeNull();
    // Still there to be deleted.
    expect(await store.alerts.deleteAlert('user-a', first)).toBe(true);
  });
}

const postgres = journalBackends.find((backend) => backend.name === 'postgres');
// Several BFFs on one Postgres (docs/store.md#several-bffs-on-one-postgres); SQLite takes one BFF.
if (postgres !== undefined)
  test('postgres: two stores on one database claiming the same crossings at once record each exactly once', async () => {
    const { store, config } = await openFreshStore(postgres);
    // A second BFF's store: its own pool of connections to the same tables.
    const other = await openStore(config);
    onTestFinished(() => other.close());
    const ids = Array.from({ length: 20 }, (_, i) => `4a5b6c7d-8e9f-4a0b-9c1d-${i.toString(16).padStart(12, '0')}`);
    for (const [i, id] of ids.entries())
      await store.alerts.createAlert(
        'user-a',
        id,
        sampleNewAlert({ repeat: i % 2 === 0 ? { mode: 'once' } : { mode: 'every', cooldown_s: 10 } }),
        NOW,
      );
    // Both judge the same price at the same market time: one claim per store per alert, all at once.
    const outcomes = await Promise.all(
      ids.flatMap((id) => [
        store.alerts.claimFiring(sampleClaim(id, NOW + 1_000), NOW + 1_000),
        other.alerts.claimFiring(sampleClaim(id, NOW + 1_000), NOW + 1_000),
      ]),
    );
    expect(outcomes.filter((firing) => firing !== null)).toHaveLength(ids.length);
    const firings = await other.alerts.listFirings('user-a', 100);
    expect(new Set(firings.map((firing) => firing.alert_id))).toEqual(new Set(ids));
    expect(firings).toHaveLength(ids.length);
    for (const alert of await store.alerts.listAlerts('user-a')) expect(alert.fired_count).toBe(1);
  });
