import { afterEach, expect, test } from 'vitest';
import type { TokenStatus } from '@contracts/token';
import { connectBrowser, recordMessages, startRelay, until, type RelayKit } from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

test('a browser gets the token state at once, retained, and every change as it happens, never the token', async () => {
  let current: TokenStatus = { state: 'pending', expires_at: 1_800_000_300_000, expires_in_ms: 300_000, at: 1 };
  const listeners = new Set<() => void>();
  const set = (next: TokenStatus) => {
    current = next;
    for (const listener of listeners) listener();
  };
  kit = await startRelay({
    token: {
      status: () => current,
      onChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  });
  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync(['status/token']);
  await until(() => seen.length === 1, 'the current token state');
  expect(seen[0]).toEqual({ topic: 'status/token', payload: current, retain: true });

  set({ state: 'normal', expires_at: 1_801_296_000_000, expires_in_ms: 1_296_000_000, at: 2 });
  kit.clock.advance(0);
  await until(() => seen.length === 2, 'the approved state');
  expect(seen[1]).toMatchObject({ topic: 'status/token', payload: { state: 'normal' } });
  await client.endAsync();
});
