// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { PaperAccountReset } from './paper-account-reset';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hrefOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const session = (mode: 'paper' | 'live') => ({
  body: { mode, region: 'simulator', pathGeneration: 'v3', user: 'key-test' },
});

test('a live dashboard offers no reset', async () => {
  const fetchMock = stubBff(() => session('live'));
  renderWithQuery(<PaperAccountReset beforeReset={() => Promise.resolve()} />);
  await waitFor(() => {
    expect(fetchMock).toHaveBeenCalled();
  });
  expect(screen.queryByRole('button', { name: 'Reset paper account…' })).toBeNull();
});

test('the confirm says what is lost; Cancel sends nothing; a refused reset says why and keeps the page', async () => {
  const fetchMock = stubBff((url) =>
    url.pathname === '/api/paper-account/reset'
      ? { status: 409, body: { error: { code: 'RESET_UNAVAILABLE', message: 'The reset is turned off.' } } }
      : session('paper'),
  );
  const beforeReset = vi.fn(() => Promise.resolve());
  renderWithQuery(<PaperAccountReset beforeReset={beforeReset} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Reset paper account…' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Reset the paper account?' });
  for (const lost of ['every order', 'every position', 'every watchlist', 'the saved layout'])
    expect(confirm.textContent).toContain(lost);
  // The safe choice has the focus.
  expect(document.activeElement?.textContent).toBe('Cancel');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  const resets = () => fetchMock.mock.calls.filter(([input]) => hrefOf(input).endsWith('/api/paper-account/reset'));
  expect(resets()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Reset paper account…' }));
  fireEvent.click(screen.getByRole('button', { name: 'Reset paper account' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Not reset: The reset is turned off.');
  expect(beforeReset).toHaveBeenCalledTimes(1);
  expect(resets()).toHaveLength(1);
  expect(screen.getByRole('alertdialog')).toBeTruthy();
});
