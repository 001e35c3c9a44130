// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { orderLinesFor } from '../utils/order-lines';
import { LineConfirm } from './line-confirm';

afterEach(cleanup);

function setup() {
  const [line] = orderLinesFor([tradingOrder({ limit_price: '191.00' })], 'AAPL');
  if (line === undefined) throw new Error('no line');
  const onConfirm = vi.fn();
  const onRevert = vi.fn();
  render(<LineConfirm proposal={{ line, from: '191.00', to: '183.10' }} onConfirm={onConfirm} onRevert={onRevert} />);
  return {
    onConfirm,
    onRevert,
    user: userEvent.setup(),
    chip: screen.getByRole('group', { name: 'Move BUY 10 LMT to 183.10?' }),
  };
}

test('the chip says the new price and how far it moves, and takes the focus', () => {
  const { chip } = setup();
  expect(chip.textContent).toContain('BUY 10 LMT 191.00 → 183.10 (-4.1 %)');
  expect(document.activeElement).toBe(chip);
});

test('Enter confirms; Escape reverts', async () => {
  const first = setup();
  await first.user.keyboard('{Enter}');
  expect(first.onConfirm).toHaveBeenCalledTimes(1);
  expect(first.onRevert).not.toHaveBeenCalled();
  cleanup();
  const second = setup();
  await second.user.keyboard('{Escape}');
  expect(second.onRevert).toHaveBeenCalledTimes(1);
  expect(second.onConfirm).not.toHaveBeenCalled();
});

test('its buttons confirm and revert; Enter on Revert reverts', async () => {
  const { user, onConfirm, onRevert } = setup();
  await user.click(screen.getByRole('button', { name: 'Confirm move' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  screen.getByRole('button', { name: 'Revert' }).focus();
  await user.keyboard('{Enter}');
  expect(onRevert).toHaveBeenCalledTimes(1);
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
