// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { CompareBox } from './compare-box';

const MSFT = {
  symbol: 'MSFT',
  name: 'Microsoft Corporation',
  exchange_code: 'NASDAQ',
  category: 'US_STOCK',
  instrument_id: 'id-MSFT',
};

/** The directory knows MSFT only. */
function stubDirectory() {
  return stubBff((url) => {
    const q = url.searchParams.get('q') ?? '';
    return { body: url.pathname === '/api/instruments/search' && 'MSFT'.startsWith(q.toUpperCase()) ? [MSFT] : [] };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('a ticker the directory does not know is not compared, and the box says so', async () => {
  stubDirectory();
  const onAdd = vi.fn(() => 'added' as const);
  const user = userEvent.setup();
  renderWithQuery(<CompareBox onAdd={onAdd} debounceMs={0} />);
  const box = screen.getByRole('combobox', { name: 'Compare with a symbol' });

  await user.type(box, 'ZZZZ{Enter}');
  expect((await screen.findByRole('alert')).textContent).toBe('ZZZZ is not a known symbol.');
  expect(onAdd).not.toHaveBeenCalled();

  await user.type(box, 'MSFT{Enter}');
  await waitFor(() => {
    expect(onAdd).toHaveBeenCalledWith('MSFT');
  });
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a symbol the chart refuses is explained: already compared, the main one, or one too many', async () => {
  stubDirectory();
  const answers = ['duplicate', 'main', 'full'] as const;
  const onAdd = vi.fn(() => answers[onAdd.mock.calls.length - 1] ?? 'added');
  const user = userEvent.setup();
  renderWithQuery(<CompareBox onAdd={onAdd} debounceMs={0} />);
  const box = screen.getByRole('combobox', { name: 'Compare with a symbol' });
  const said: string[] = [];
  for (let i = 0; i < answers.length; i += 1) {
    await user.type(box, 'MSFT');
    await screen.findByRole('option', { name: /MSFT/ });
    await user.keyboard('{Enter}');
    said.push((await screen.findByRole('alert')).textContent);
  }
  expect(said).toEqual([
    'MSFT is already compared.',
    "MSFT is the chart's own symbol.",
    'Up to 3 symbols can be compared; remove one first.',
  ]);
});
