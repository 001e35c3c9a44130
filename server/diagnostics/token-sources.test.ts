import { expect, test } from 'vitest';
import type { TokenState } from '@contracts/token';
import { tokenSources } from './token-sources';

const keeperIn = (state: TokenState, expiresAt: number | null = null) =>
  tokenSources({
    status: () => ({ state, expires_at: expiresAt, expires_in_ms: null, at: 0 }),
    onChange: () => () => undefined,
  });

test('a token the provider checks shows its state and expiry; none when it checks none', () => {
  const pending = keeperIn('pending', 1_800_000_000_000);
  expect(pending.tokenCheck?.()).toBe(true);
  expect(pending.tokenStatus?.()).toEqual({ status: 'PENDING', expires_at: 1_800_000_000_000 });
  const off = keeperIn('off');
  expect(off.tokenCheck?.()).toBe(false);
  expect(off.tokenStatus?.()).toBeNull();
});

test('while the keeper is still asking, or cannot reach the provider, whether a token is checked is unknown', () => {
  for (const state of ['starting', 'unreachable'] as const) {
    expect(keeperIn(state).tokenCheck?.()).toBeNull();
    expect(keeperIn(state).tokenStatus?.()).toBeNull();
  }
});
