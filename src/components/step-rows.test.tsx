// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { stepRows } from './step-rows';

afterEach(cleanup);

function renderTable(onSelect: (symbol: string) => void) {
  render(
    <table
      onKeyDown={(event) => {
        stepRows(event, onSelect);
      }}
    >
      <tbody>
        {['AAPL', 'MSFT', 'NVDA'].map((symbol, index) => (
          <Fragment key={symbol}>
            {index === 2 ? (
              <tr aria-hidden="true">
                <td />
              </tr>
            ) : null}
            <tr data-symbol={symbol} tabIndex={0} aria-label={`row ${symbol}`}>
              <th>
                <button type="button">{symbol}</button>
              </th>
              <td>
                <button type="button">Add {symbol}</button>
              </td>
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>,
  );
}

test('arrows walk focused rows past spacer rows and load each symbol; the ends stay put', async () => {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderTable(onSelect);
  screen.getByRole('row', { name: 'row AAPL' }).focus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('row', { name: 'row NVDA' }));
  await user.keyboard('{ArrowUp}');
  expect(document.activeElement).toBe(screen.getByRole('row', { name: 'row MSFT' }));
  expect(onSelect.mock.calls.map(([symbol]: unknown[]) => symbol)).toEqual(['MSFT', 'NVDA', 'MSFT']);
});

test('from a button in a row, focus goes to the button in the same cell of the next row', async () => {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderTable(onSelect);
  screen.getByRole('button', { name: 'AAPL' }).focus();
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'MSFT' }));
  expect(onSelect).toHaveBeenCalledWith('MSFT');
});

test('arrows with Alt (reorder) or Shift are left to others', async () => {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderTable(onSelect);
  screen.getByRole('row', { name: 'row AAPL' }).focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}{Shift>}{ArrowDown}{/Shift}');
  expect(onSelect).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(screen.getByRole('row', { name: 'row AAPL' }));
});
