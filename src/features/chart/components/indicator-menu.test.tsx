// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Timespan } from '@contracts/common';
import type { IndicatorSpec } from '../indicators/indicator-types';
import { IndicatorMenu } from './indicator-menu';

afterEach(cleanup);

/** The menu over a list kept as the chart keeps it; every list it sets is recorded. */
function renderMenu(initial: IndicatorSpec[] = [], timespan: Timespan = 'D') {
  const lists: (readonly IndicatorSpec[])[] = [];
  const onClose = vi.fn();
  const onSaveAsDefault = vi.fn();
  function Harness() {
    const [specs, setSpecs] = useState<readonly IndicatorSpec[]>(initial);
    return (
      <IndicatorMenu
        specs={specs}
        timespan={timespan}
        onChange={(next) => {
          lists.push(next);
          setSpecs(next);
        }}
        onClose={onClose}
        onSaveAsDefault={onSaveAsDefault}
      />
    );
  }
  render(<Harness />);
  return { lists, onClose, onSaveAsDefault, menu: screen.getByRole('dialog', { name: 'Indicators' }) };
}

test("'Save as my default chart' saves, says so, and says it no more once the list changes", async () => {
  const user = userEvent.setup();
  const { onSaveAsDefault, menu } = renderMenu([{ id: 'rsi-1', kind: 'rsi', params: { period: 14 } }]);
  const status = within(menu).getByRole('status');
  expect(status.textContent).toBe('');
  await user.click(within(menu).getByRole('button', { name: 'Save as my default chart' }));
  expect(onSaveAsDefault).toHaveBeenCalledTimes(1);
  expect(status.textContent).toBe('A newly shown chart starts with these indicators.');
  await user.click(within(menu).getByRole('button', { name: 'Add' }));
  expect(status.textContent).toBe('');
});

test('indicators are added with their usual parameters and removed, from the keyboard', async () => {
  const user = userEvent.setup();
  const { lists, menu } = renderMenu();
  const kind = within(menu).getByRole('combobox', { name: 'Indicator to add' });
  expect(document.activeElement).toBe(kind);
  await user.selectOptions(kind, 'Bollinger Bands');
  await user.tab();
  expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Add' }));
  await user.keyboard('{Enter}');
  await user.selectOptions(kind, 'Relative strength index');
  await user.click(within(menu).getByRole('button', { name: 'Add' }));
  expect(lists.at(-1)).toEqual([
    { id: 'bollinger-1', kind: 'bollinger', params: { period: 20, stdDev: 2 } },
    { id: 'rsi-1', kind: 'rsi', params: { period: 14 } },
  ]);
  const list = within(menu).getByRole('list', { name: 'Indicators on the chart' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(
    within(menu).getByRole<HTMLInputElement>('spinbutton', { name: 'Standard deviations of Bollinger Bands' }).value,
  ).toBe('2');

  await user.click(within(menu).getByRole('button', { name: 'Remove BB(20, 2)' }));
  expect(lists.at(-1)).toEqual([{ id: 'rsi-1', kind: 'rsi', params: { period: 14 } }]);
  // The removed item's button had the focus; it is back on the menu's first field.
  expect(document.activeElement).toBe(kind);
});

test('a parameter out of bounds is refused with the reason; a good one is applied', async () => {
  const user = userEvent.setup();
  const { lists, menu } = renderMenu([{ id: 'sma-1', kind: 'sma', params: { period: 20 } }]);
  const period = within(menu).getByRole('spinbutton', { name: 'Period of Simple moving average' });
  await user.clear(period);
  await user.type(period, '2.5');
  expect(period.getAttribute('aria-invalid')).toBe('true');
  expect(within(menu).getByRole('alert').textContent).toBe('Period must be a whole number from 1 to 500.');
  expect(screen.getByRole('spinbutton', { description: 'Period must be a whole number from 1 to 500.' })).toBe(period);
  await user.clear(period);
  await user.type(period, '501');
  expect(within(menu).getByRole('alert').textContent).toBe('Period must be a whole number from 1 to 500.');
  expect(lists.flat().every((spec) => spec.params.period !== 2.5 && spec.params.period !== 501)).toBe(true);
  await user.clear(period);
  await user.type(period, '50');
  expect(within(menu).queryByRole('alert')).toBeNull();
  expect(lists.at(-1)).toEqual([{ id: 'sma-1', kind: 'sma', params: { period: 50 } }]);
  expect(within(menu).getByRole('button', { name: 'Remove SMA(50)' })).toBeDefined();
});

test('Escape and Close shut the menu; a full chart offers no more and says why', async () => {
  const user = userEvent.setup();
  const twelve = Array.from({ length: 12 }, (_, i): IndicatorSpec => ({
    id: `ema-${String(i + 1)}`,
    kind: 'ema',
    params: { period: 10 + i },
  }));
  const { onClose, menu } = renderMenu(twelve);
  expect(within(menu).getByRole<HTMLButtonElement>('button', { name: 'Add' }).disabled).toBe(true);
  expect(within(menu).getByText(/at most 12 indicators/)).toBeDefined();
  await user.keyboard('{Escape}');
  await user.click(within(menu).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('VWAP is offered as intraday only on daily bars, and its item says so', () => {
  const { menu } = renderMenu([{ id: 'vwap-1', kind: 'vwap', params: {} }], 'D');
  expect(within(menu).getByRole('option', { name: 'VWAP (daily) (intraday only)' })).toBeDefined();
  expect(within(menu).getByText('Shown on intraday timespans only.')).toBeDefined();
});
