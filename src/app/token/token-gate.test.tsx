// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { TokenState } from '@contracts/token';
import { apiGet } from '@src/lib/api-client';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { z } from 'zod';
import { TokenGate } from './token-gate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A dashboard stand-in: one query that fails while the broker wants a sign-in. */
function Prices() {
  const price = useQuery({
    queryKey: ['price'],
    queryFn: () => apiGet('/api/price', {}, z.object({ last: z.string() })),
  });
  return <p>{price.isError ? `failed: ${price.error.message}` : `last ${price.data?.last ?? '...'}`}</p>;
}

function renderGate() {
  let approved = false;
  const fetchMock = stubBff((url) => {
    if (url.pathname === '/api/token/renew')
      return { body: { state: 'pending', expires_at: 1, expires_in_ms: 300_000, at: 1 } };
    return approved
      ? { body: { last: '187.25' } }
      : { status: 503, body: { error: { code: 'TOKEN_REQUIRED', message: 'Approve the sign-in' } } };
  });
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  renderWithQuery(
    <LiveStoreContext.Provider value={store}>
      <TokenGate>
        <Prices />
      </TokenGate>
    </LiveStoreContext.Provider>,
  );
  const token = (state: TokenState, expiresInMs: number | null = null) => {
    act(() => {
      wire.push({ kind: 'token', data: { state, expires_at: null, expires_in_ms: expiresInMs, at: 1 } });
      frames.run();
    });
  };
  return { token, fetchMock, approve: () => (approved = true) };
}

/** Clicks "Ask again" and waits for the renew request it sends. */
async function askAgain(gate: ReturnType<typeof renderGate>): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Ask again' }));
  await vi.waitFor(
    () => {
      const urls = gate.fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
      expect(urls).toContain('/api/token/renew');
    },
    { timeout: 15_000 },
  );
}

test('a pending sign-in takes the whole screen with the time left; approved, the failed query is asked again', async () => {
  const gate = renderGate();
  expect(await screen.findByText(/failed: Approve the sign-in/)).toBeTruthy();
  gate.token('pending', 245_000);
  expect(await screen.findByRole('heading', { name: 'Approve the sign-in in your broker app' })).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('4:05 left to approve');
  expect(screen.queryByText(/failed/)).toBeNull();
  gate.approve();
  gate.token('normal', 1_296_000_000);
  expect(await screen.findByText('last 187.25')).toBeTruthy();
});

test('a rejected sign-in offers one button that asks again', async () => {
  const gate = renderGate();
  gate.token('invalid');
  expect(await screen.findByRole('heading', { name: 'The sign-in was rejected' })).toBeTruthy();
  await askAgain(gate);
  gate.token('expired');
  expect(await screen.findByRole('heading', { name: 'The sign-in was not approved in time' })).toBeTruthy();
  expect(screen.getAllByRole('button')).toHaveLength(1);
});

test('a broker that could not be asked whether a sign-in is needed takes the whole screen, with a button to ask now', async () => {
  const gate = renderGate();
  gate.token('unreachable');
  expect(
    await screen.findByRole('heading', { name: 'The broker could not be asked about the second sign-in' }),
  ).toBeTruthy();
  expect(screen.getByText(/Nothing is sent to the broker until it knows/)).toBeTruthy();
  await askAgain(gate);
  gate.approve();
  gate.token('off');
  expect(await screen.findByText('last 187.25')).toBeTruthy();
});
