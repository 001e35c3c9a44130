// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { ModeBadge } from './mode-badge';
import { SessionGate } from './session-gate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('without a session the page says how to sign in', async () => {
  stubBff(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'no session' } } }));
  renderWithQuery(<SessionGate>{() => <p>dashboard</p>}</SessionGate>);

  expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeTruthy();
  expect(screen.getByText(/login link/i).textContent).toMatch(/npm start/);
  expect(screen.queryByText('dashboard')).toBeNull();
});

test('a paper session shows the dashboard with an unmistakable paper badge', async () => {
  stubBff(() => ({ body: { mode: 'paper', region: 'simulator', pathGeneration: 'v3', user: 'key-test' } }));
  renderWithQuery(<SessionGate>{(session) => <ModeBadge mode={session.mode} />}</SessionGate>);

  expect((await screen.findByTestId('mode-badge')).textContent).toBe('Paper (simulated)');
});

test('an unreachable server is an alert with Retry, not a blank page', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  renderWithQuery(<SessionGate>{() => <p>dashboard</p>}</SessionGate>);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/cannot reach the dashboard server/i);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});
