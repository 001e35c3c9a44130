import { afterEach, expect, test } from 'vitest';
import { alertsTopic, type AlertsNotice } from '@contracts/alerts';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';
import { sampleNewAlert } from '@server/store/testing/sample-alerts';
import type { AlertNoticeSource } from './alert-notices';
import {
  connectBrowser,
  connectRaw,
  rawSubscribe,
  recordMessages,
  startRelay,
  until,
  type RelayKit,
} from './testing/relay-test-kit';

const OWNER = 'key-owner';
const TOPIC = alertsTopic(OWNER);

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

test("a session is granted its own user's alerts topic only, and it watches nothing upstream", async () => {
  kit = await startRelay({ alerts: { notices: memoryAlerts(), userId: OWNER } });
  const client = await connectRaw(kit);
  expect(await rawSubscribe(client, ['alerts/key-other', 'alerts/+', 'alerts/#', 'alerts', `${TOPIC}/x`])).toEqual([
    0x80, 0x80, 0x80, 0x80, 0x80,
  ]);
  expect(await rawSubscribe(client, [TOPIC], 2)).toEqual([0]);
  expect(kit.feed.calls).toEqual([]);
  client.ws.close();
});

test('without alerts, no alerts topic is granted', async () => {
  kit = await startRelay();
  const client = await connectRaw(kit);
  expect(await rawSubscribe(client, [TOPIC])).toEqual([0x80]);
  client.ws.close();
});

test('a subscriber gets the notice as it stands, retained; each change then reaches every tab that listens', async () => {
  const alerts = memoryAlerts(() => 1_800_000_000_000);
  const created = await alerts.create(OWNER, sampleNewAlert());
  const fired = alerts.fire(OWNER, created.id, '200.10', 1_800_000_000_000);
  kit = await startRelay({ alerts: { notices: alerts, userId: OWNER } });
  const [first, second, quiet] = await Promise.all([connectBrowser(kit), connectBrowser(kit), connectBrowser(kit)]);
  const seen = [first, second, quiet].map(recordMessages);
  const ofTopic = (index: number) => seen[index]?.filter((message) => message.topic === TOPIC) ?? [];
  await first.subscribeAsync([TOPIC]);
  await second.subscribeAsync([TOPIC]);
  await quiet.subscribeAsync(['status/feed']);
  for (const index of [0, 1]) await until(() => ofTopic(index).length === 1, 'the retained notice');
  const standing = await alerts.notice(OWNER);
  expect(standing).toEqual({ revision: 2, firings: [fired] });
  for (const index of [0, 1]) expect(ofTopic(index)).toEqual([{ topic: TOPIC, payload: standing, retain: true }]);

  // A change in any tab (here a pause) moves the revision: both tabs hear it at once.
  await alerts.update(OWNER, created.id, { paused: true });
  for (const index of [0, 1]) await until(() => ofTopic(index).length === 2, 'the notice of the change');
  for (const index of [0, 1])
    expect(ofTopic(index)[1]).toEqual({ topic: TOPIC, payload: { revision: 3, firings: [fired] }, retain: false });
  expect(ofTopic(2)).toEqual([]);
  await Promise.all([first.endAsync(), second.endAsync(), quiet.endAsync()]);
});

test('a notice sent while a first one was being read is not followed by that older one', async () => {
  const listeners = new Set<(user: string, notice: AlertsNotice) => void>();
  const reads: ((notice: AlertsNotice) => void)[] = [];
  const source: AlertNoticeSource = {
    notice: () => new Promise((resolve) => reads.push(resolve)),
    onNotice(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  const tell = (revision: number) => {
    for (const listener of listeners) listener(OWNER, { revision, firings: [] });
  };
  kit = await startRelay({ alerts: { notices: source, userId: OWNER } });
  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync([TOPIC]);
  await until(() => reads.length === 1, 'the first read');
  tell(2);
  await until(() => seen.length === 1, 'the newer notice');
  // The read answers with what it found before the change, then a later change is told.
  reads[0]?.({ revision: 1, firings: [] });
  await new Promise((resolve) => setImmediate(resolve));
  tell(3);
  await until(() => seen.length === 2, 'the next notice');
  expect(seen.map((message) => message.payload)).toEqual([
    { revision: 2, firings: [] },
    { revision: 3, firings: [] },
  ]);
  await client.endAsync();
  await kit.close();
  kit = null;
  expect(listeners.size).toBe(0);
});
