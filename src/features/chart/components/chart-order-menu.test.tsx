// @vitest-environment happy-dom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { useOrderTicketRequest } from '@src/lib/order-ticket-intent';
import { ChartOrderMenu } from './chart-order-menu';

afterEach(() => {
  cleanup();
});

test('the menu offers a buy and a sell limit at the price under the pointer', async () => {
  const onClose = vi.fn();
  const request = renderHook(() => useOrderTicketRequest()).result;
  render(<ChartOrderMenu symbol="AAPL" at={{ price: '190.12', x: 10, y: 20 }} onClose={onClose} />);
  const user = userEvent.setup();

  expect(screen.getByRole('menu', { name: 'Order at 190.12' })).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Buy limit at 190.12' }));
  await user.click(screen.getByRole('menuitem', { name: 'Sell limit at 190.12' }));
  expect(request.current).toMatchObject({ symbol: 'AAPL', side: 'SELL', price: '190.12' });
  expect(onClose).toHaveBeenCalled();
});

test('arrows move between the items, Escape closes without sending anything', async () => {
  const onClose = vi.fn();
  render(<ChartOrderMenu symbol="AAPL" at={{ price: '0.5123', x: 0, y: 0 }} onClose={onClose} />);
  const user = userEvent.setup();
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sell limit at 0.5123' }));
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Buy limit at 0.5123' }));
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('the menu adds an alert at the price under the pointer', async () => {
  const onClose = vi.fn();
  const onAddAlert = vi.fn();
  render(
    <ChartOrderMenu symbol="AAPL" at={{ price: '190.12', x: 0, y: 0 }} onClose={onClose} onAddAlert={onAddAlert} />,
  );
  await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Add alert at 190.12' }));
  expect(onAddAlert).toHaveBeenCalledWith('190.12');
  expect(onClose).toHaveBeenCalled();
});

const HELD = { symbol: 'AAPL', quantity: '10', cost_price: '180.00', last_price: '190.00', unrealized_pl: '100.00' };

test('with a position, the menu closes it in two actions, the first saying what will be done', async () => {
  const onClose = vi.fn();
  const onClosePosition = vi.fn();
  render(
    <ChartOrderMenu
      symbol="AAPL"
      at={{ price: '190.12', x: 0, y: 0 }}
      onClose={onClose}
      position={HELD}
      onClosePosition={onClosePosition}
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('menuitem', { name: 'Close AAPL position…' }));
  const confirm = screen.getByRole('group', { name: 'Confirm close AAPL' });
  expect(confirm.textContent).toContain('Sell 10 AAPL at market, its exits cancelled first');
  expect(onClosePosition).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Confirm close' }));
  expect(onClosePosition).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalled();
});

test('no position, no close; a close under way cannot be asked again', () => {
  const { rerender } = render(<ChartOrderMenu symbol="AAPL" at={{ price: '1.00', x: 0, y: 0 }} onClose={vi.fn()} />);
  expect(screen.queryByRole('menuitem', { name: /Close AAPL/ })).toBeNull();
  rerender(
    <ChartOrderMenu
      symbol="AAPL"
      at={{ price: '1.00', x: 0, y: 0 }}
      onClose={vi.fn()}
      position={HELD}
      onClosePosition={vi.fn()}
      closing
    />,
  );
  expect(screen.getByRole('menuitem', { name: 'Closing AAPL…' })).toHaveProperty('disabled', true);
});
