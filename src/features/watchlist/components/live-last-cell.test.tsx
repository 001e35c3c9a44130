// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { LiveLastCell } from './live-last-cell';

afterEach(cleanup);

const quote = { price: '190.10', change: '1.10', change_ratio: '0.0058', volume: '1000', high: '191', low: '189' };

function lastCell(receivedAt: number) {
  render(
    <table>
      <tbody>
        <tr>
          <LiveLastCell
            row={{ symbol: 'SPY', name: 'SPDR', quote: { ...quote, received_at: receivedAt }, summary: undefined }}
          />
        </tr>
      </tbody>
    </table>,
  );
  return screen.getByRole('cell');
}

test('a stale price is marked by an image named "stale"; a fresh one is not', () => {
  // Received a minute ago: past the freshness limit (src/lib/freshness.ts).
  const stale = lastCell(Date.now() - 60_000);
  expect(stale.querySelector('[data-testid="watchlist-last"]')?.getAttribute('data-stale')).toBe('true');
  // A name on a span with no role is not allowed (axe's aria-prohibited-attr): the dot is an image.
  expect(screen.getByRole('img', { name: 'stale' })).toBe(stale.querySelector('.bg-amber-500'));
  cleanup();
  lastCell(Date.now());
  expect(screen.queryByRole('img', { name: 'stale' })).toBeNull();
});
