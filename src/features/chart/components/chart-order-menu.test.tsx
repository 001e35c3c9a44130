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
