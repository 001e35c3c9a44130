// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';
import { WatchlistCell } from './watchlist-cell';

afterEach(cleanup);

const quote = { price: '190.10', change: '1.10', change_ratio: '0.0058', volume: '1000', high: '191', low: '189' };

function cell(column: ColumnId, row: Partial<WatchlistRowData>) {
  render(
    <table>
      <tbody>
        <tr>
          <WatchlistCell
            column={column}
            row={{ symbol: 'SPY', name: 'SPDR', quote: undefined, summary: undefined, ...row }}
          />
        </tr>
      </tbody>
    </table>,
  );
  return screen.getByRole('cell');
}

test('a value not loaded yet and a value the broker does not have look different', () => {
  expect(cell('volume', {}).querySelector('[data-state]')?.getAttribute('aria-label')).toBe('loading');
  cleanup();
  expect(cell('volume', { quote }).textContent).toBe('1.00K');
  cleanup();
  // The quote is in, but it has no extended-hours price: that is "no data", not "loading".
  const ext = cell('extended', { quote });
  expect(ext.querySelector('[data-state]')?.getAttribute('aria-label')).toBe('no data');
  expect(ext.textContent).toBe('—');
});

test('summary columns wait for the summary, then say "no data" for a figure it lacks', () => {
  expect(cell('dividend_yield', { quote }).querySelector('[data-state]')?.getAttribute('aria-label')).toBe('loading');
  cleanup();
  const summary = { dividend_yield: null, next_earnings_date: null, target_price_mean: null };
  expect(cell('dividend_yield', { quote, summary }).querySelector('[data-state]')?.getAttribute('aria-label')).toBe(
    'no data',
  );
});
