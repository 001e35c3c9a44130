// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { OhlcLegend } from './ohlc-legend';
import { TimespanSwitcher } from './timespan-switcher';

afterEach(cleanup);

test('the timespan radio group marks the current choice and selects on click and arrows', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<TimespanSwitcher value="D" onChange={onChange} />);

  const group = screen.getByRole('radiogroup', { name: 'Timespan' });
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((r) => r.dataset.timespan)).toEqual([
    'M1',
    'M5',
    'M15',
    'M30',
    'M60',
    'M120',
    'M240',
    'D',
    'W',
    'M',
    'Y',
  ]);
  expect(screen.getByRole('radio', { name: '1 day' }).getAttribute('aria-checked')).toBe('true');
  expect(screen.getByRole('radio', { name: '1 week' }).getAttribute('aria-checked')).toBe('false');

  await user.click(screen.getByRole('radio', { name: '5 minutes' }));
  expect(onChange).toHaveBeenLastCalledWith('M5');

  screen.getByRole('radio', { name: '1 day' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith('W');
});

test('the legend shows a bar formatted, with raw values for machines', () => {
  const bar = {
    time: Date.parse('2024-05-01T13:35:00Z'),
    open: '187.1',
    high: '188',
    low: '186.95',
    close: '186.99',
    volume: '1234567',
  };
  render(<OhlcLegend bar={bar} timespan="M5" />);

  const legend = screen.getByTestId('ohlc-legend');
  expect(within(legend).getByTestId('legend-time').dataset.value).toBe(String(bar.time));
  expect(within(legend).getByTestId('legend-time').textContent).toBe('May 1, 2024 09:35 ET');
  expect(within(legend).getByTestId('legend-open').textContent).toBe('187.10');
  expect(within(legend).getByTestId('legend-close').dataset.value).toBe('186.99');
  expect(within(legend).getByTestId('legend-close').className).toMatch(/text-red-/);
  expect(within(legend).getByTestId('legend-volume').textContent).toBe('1.23M');
  expect(legend.textContent).toContain('Regular');
});
