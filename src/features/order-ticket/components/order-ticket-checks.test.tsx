// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CASH, fillLimitBuy, renderReadyTicket as renderTicket } from '../testing/ready-ticket';

// The ticket's checks as the trader meets them beside each field.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('checks show beside their field: a blocking error stops Review, a warning does not', async () => {
  const { user } = await renderTicket({ positions: [{ symbol: 'AAPL', quantity: '10' }] }, undefined, CASH);
  await user.click(screen.getByRole('radio', { name: 'Sell' }));
  await fillLimitBuy(user, '15', '190');
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  await waitFor(() => {
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
  });
  const note = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
  expect(note?.textContent).toContain('You hold 10 AAPL; a cash account cannot sell more than it holds.');
  expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);

  // Selling what is held only reduces the position: a price far from the market is a warning.
  await user.clear(quantity);
  await user.type(quantity, '10');
  const limit = screen.getByRole('textbox', { name: 'Limit price' });
  await user.clear(limit);
  await user.type(limit, '150');
  await waitFor(() => {
    expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', false);
  });
  expect(quantity.getAttribute('aria-invalid')).toBeNull();
  const warning = document.getElementById(limit.getAttribute('aria-describedby') ?? '');
  expect(warning?.textContent).toBe('Warning: ! 150.00 is 21.1 % below the last price (190.00).');
});

test('the hour is checked on market time: a market order before the open waits, an overnight order in the day is refused', async () => {
  // Wednesday 2026-11-18 08:00 New York, whatever the wall clock says.
  const { user } = await renderTicket({ marketTime: Date.parse('2026-11-18T13:00:00Z') });
  expect(screen.getByTestId('ticket-session').textContent).toBe('Pre-market');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Order type' }), 'Market');
  await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '5');
  const session = screen.getByRole('combobox', { name: 'Session' });
  const note = () => document.getElementById(session.getAttribute('aria-describedby') ?? '')?.textContent;
  expect(note()).toBe('Warning: ! Regular hours are closed: this market order waits for the open (09:30 ET).');
  expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', false);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Order type' }), 'Limit');
  await user.type(screen.getByRole('textbox', { name: 'Limit price' }), '190');
  await user.selectOptions(session, 'Overnight');
  expect(session.getAttribute('aria-invalid')).toBe('true');
  expect(note()).toContain(
    'Overnight orders are taken only after the regular close and overnight; the next overnight session opens 20:00 ET.',
  );
  expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);
});

test('an empty field says what it needs as a hint, not as an error; typing a bad value makes it one', async () => {
  const { user } = await renderTicket();
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  expect(quantity.getAttribute('aria-invalid')).toBeNull();
  const hint = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
  expect(hint?.querySelector('li')?.dataset.level).toBe('hint');
  expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);
  await user.type(quantity, '0');
  await waitFor(() => {
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
  });
});
