import { status } from '@grpc/grpc-js';
import { expect, test } from 'vitest';
import { EVENT_TYPE } from '@server/protocol/trade-events-proto';
import { T0 } from '../http/testing/test-simulator';
import { MARGIN_ACCOUNT, useEventStreamHarness, type TestSubscription } from './testing/event-stream-harness';

const start = useEventStreamHarness();

/** The call's only message and its final status. */
async function refusal(subscription: TestSubscription) {
  const { code, details } = await subscription.status;
  expect(subscription.messages).toHaveLength(1);
  const [message] = subscription.messages;
  return { eventType: message?.eventType, payload: message?.payload, code, details };
}

test('a bad signature, an unknown key, a stale timestamp and each missing entry get one AuthError', async () => {
  const harness = await start();
  const cases = [
    [{ secret: 'not-the-secret' }, 'UNAUTHORIZED: Metadata x-signature is invalid.'],
    [{ appKey: 'someone-else' }, 'UNAUTHORIZED: Invalid credentials.'],
    [{ at: T0 - 301_000 }, 'ILLEGAL_TIMESTAMP: '],
    [{ override: { 'x-timestamp': '2026-03-02 15:00:00' } }, 'ILLEGAL_TIMESTAMP: '],
    [{ override: { 'x-signature-version': '2.0' } }, 'VERSION_NOT_SUPPORTED: '],
    [{ override: { 'x-app-key': null } }, 'MISSING_APP_KEY: Metadata x-app-key is missing.'],
    [{ override: { 'x-signature': null } }, 'MISSING_SIGNATURE: '],
    [{ override: { 'x-signature-algorithm': null } }, 'MISSING_ALGORITHM: '],
    [{ override: { 'x-signature-nonce': null } }, 'MISSING_NONCE: '],
    [{ override: { 'x-timestamp': null } }, 'MISSING_TIMESTAMP: '],
    [{ override: { 'x-signature-version': null } }, 'MISSING_VERSION: '],
  ] as const;
  for (const [options, expected] of cases) {
    const answer = await refusal(harness.subscribe(options));
    expect(answer).toMatchObject({ eventType: EVENT_TYPE.AuthError, code: status.UNAUTHENTICATED });
    expect(answer.payload?.startsWith(expected)).toBe(true);
    expect(answer.details).toBe(answer.payload);
  }
  expect((await harness.control('events/stats')).json()).toMatchObject({ subscriptions: {} });
});

test('a nonce is single-use: the same signed call twice is refused the second time', async () => {
  const harness = await start();
  const first = harness.subscribe({ nonce: 'once' });
  await first.until((messages) => messages.length > 0);
  first.cancel();
  await harness.statsUntil((stats) => Object.keys(stats.subscriptions).length === 0);
  const again = await refusal(harness.subscribe({ nonce: 'once' }));
  expect(again).toMatchObject({ eventType: EVENT_TYPE.AuthError, code: status.UNAUTHENTICATED });
  expect(again.payload?.startsWith('DUPLICATED_REQUEST: ')).toBe(true);
});

test("an account that is not the simulator's is named in the AuthError; no accounts is refused too", async () => {
  const harness = await start();
  const unknown = await refusal(harness.subscribe({ accounts: [MARGIN_ACCOUNT, 'NOPE1'] }));
  expect(unknown).toMatchObject({
    eventType: EVENT_TYPE.AuthError,
    payload: 'ACCOUNT_ACCESS_DENIED: Account NOPE1 is not accessible to this app key.',
    code: status.PERMISSION_DENIED,
  });
  const none = await refusal(harness.subscribe({ accounts: [] }));
  expect(none).toMatchObject({ eventType: EVENT_TYPE.AuthError, code: status.INVALID_ARGUMENT });
});

test('a second subscription of the key gets NumOfConnExceed; cancelling the first frees its slot', async () => {
  const harness = await start();
  const first = harness.subscribe();
  await first.until((messages) => messages.length > 0);
  const second = await refusal(harness.subscribe());
  expect(second).toMatchObject({ eventType: EVENT_TYPE.NumOfConnExceed, code: status.RESOURCE_EXHAUSTED });
  expect(second.payload?.startsWith('TOO_MANY_CONNECTIONS: ')).toBe(true);

  first.cancel();
  expect(await first.status).toMatchObject({ code: status.CANCELLED });
  await harness.statsUntil((stats) => Object.keys(stats.subscriptions).length === 0);
  const third = harness.subscribe();
  await third.until((messages) => messages.length > 0);
  expect(third.messages[0]).toMatchObject({ eventType: EVENT_TYPE.SubscribeSuccess });
});

test('bytes that are not a SubscribeRequest end the call with INVALID_ARGUMENT and no message', async () => {
  const harness = await start();
  const garbage = harness.subscribe({ rawRequest: Uint8Array.from([0x0a, 0xff]) });
  expect(await garbage.status).toMatchObject({ code: status.INVALID_ARGUMENT });
  expect(garbage.messages).toEqual([]);
});
