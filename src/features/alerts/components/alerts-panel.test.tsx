// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { openAlertForm } from '@src/lib/alert-form-intent';
import { renderWithQuery } from '@src/testing/render-with-query';
import { keptAlert, stubAlertsBff } from '@src/testing/fake-alerts-bff';
import { AlertsPanel } from './alerts-panel';

/** The words an input's `aria-describedby` points at: its message. */
function describedBy(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id)?.textContent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('the form says what is missing under each field and sends nothing', async () => {
  const bff = stubAlertsBff({ alerts: [], firings: [] });
  renderWithQuery(<AlertsPanel symbol="AAPL" />);
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'New alert' });
  await user.click(within(form).getByRole('button', { name: 'Create alert' }));
  const price = within(form).getByRole('textbox', { name: 'Price' });
  expect(price.getAttribute('aria-invalid')).toBe('true');
  expect(describedBy(price)).toBe('Enter a price');
  await user.click(within(form).getByRole('radio', { name: 'Every time' }));
  const cooldown = within(form).getByRole('textbox', { name: 'Cooldown (seconds)' });
  await user.clear(cooldown);
  await user.type(cooldown, '5');
  await user.type(price, '-3');
  await user.click(within(form).getByRole('button', { name: 'Create alert' }));
  expect(describedBy(cooldown)).toBe('a cooldown is at least 10 s');
  expect(describedBy(price)).toBe('a price is above zero');
  expect(bff.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('a created alert is sent as the contract has it and listed with what it waits for', async () => {
  const bff = stubAlertsBff({
    alerts: [],
    firings: [],
    watch: { state: 'waiting', reason: 'Market closed; watching again Mon 04:00 ET' },
  });
  renderWithQuery(<AlertsPanel symbol="AAPL" />);
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'New alert' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Condition' }), 'Price enters or leaves a range');
  await user.type(within(form).getByRole('textbox', { name: 'Low' }), '190');
  await user.type(within(form).getByRole('textbox', { name: 'High' }), '195.5');
  await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'range');
  await user.click(within(form).getByRole('button', { name: 'Create alert' }));
  const row = await screen.findByRole('listitem', { name: 'AAPL enters 190 – 195.5' });
  expect(row.textContent).toContain('Waiting: Market closed; watching again Mon 04:00 ET');
  expect(bff.calls.find((call) => call.method === 'POST')?.body).toEqual({
    symbol: 'AAPL',
    condition: { type: 'price-range', direction: 'enters', low: '190', high: '195.5' },
    repeat: { mode: 'once' },
    expires_at: null,
    note: 'range',
  });
});

test("a refusal is shown in the BFF's words", async () => {
  stubAlertsBff({ alerts: [], firings: [] }, (method) =>
    method === 'POST'
      ? {
          status: 409,
          body: { error: { code: 'ALERT_QUOTA', message: 'AAPL would take the stream past its 1200 subscriptions' } },
        }
      : undefined,
  );
  renderWithQuery(<AlertsPanel symbol="AAPL" />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Price' }), '210');
  await user.click(screen.getByRole('button', { name: 'Create alert' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The alert was not created: AAPL would take the stream past its 1200 subscriptions',
  );
});

test('pause, resume and delete an alert', async () => {
  const bff = stubAlertsBff({ alerts: [keptAlert({ note: 'breakout' })], firings: [] });
  const id = bff.state.alerts[0]?.id;
  renderWithQuery(<AlertsPanel symbol="AAPL" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Pause AAPL crosses above 200' }));
  const row = await screen.findByRole('listitem', { name: 'AAPL crosses above 200' });
  await waitFor(() => {
    expect(row.textContent).toContain('Paused');
  });
  await user.click(within(row).getByRole('button', { name: 'Resume AAPL crosses above 200' }));
  await within(row).findByRole('button', { name: 'Pause AAPL crosses above 200' });
  await user.click(within(row).getByRole('button', { name: 'Delete AAPL crosses above 200' }));
  await screen.findByText('No active alerts.');
  expect(bff.calls.filter((call) => call.method !== 'GET')).toEqual([
    { method: 'PATCH', path: `/api/alerts/${String(id)}`, body: { paused: true } },
    { method: 'PATCH', path: `/api/alerts/${String(id)}`, body: { paused: false } },
    { method: 'DELETE', path: `/api/alerts/${String(id)}`, body: undefined },
  ]);
});

test('an edit changes the level of the alert it was opened on', async () => {
  const bff = stubAlertsBff({ alerts: [keptAlert()], firings: [] });
  renderWithQuery(<AlertsPanel symbol="MSFT" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit AAPL crosses above 200' }));
  const form = screen.getByRole('form', { name: 'Edit alert on AAPL' });
  expect(within(form).getByRole('textbox', { name: 'Symbol' })).toHaveProperty('disabled', true);
  const price = within(form).getByRole('textbox', { name: 'Price' });
  await user.clear(price);
  await user.type(price, '205');
  await user.click(within(form).getByRole('button', { name: 'Save alert' }));
  await screen.findByRole('listitem', { name: 'AAPL crosses above 205' });
  expect(bff.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    condition: { type: 'price-crosses', direction: 'above', level: '205' },
    repeat: { mode: 'once' },
    expires_at: null,
    note: '',
  });
});

test("the quote panel's Alert opens the form on its symbol at its price", async () => {
  stubAlertsBff({ alerts: [], firings: [] });
  renderWithQuery(<AlertsPanel symbol="AAPL" />);
  openAlertForm('MSFT', '412.5');
  await waitFor(() => {
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveProperty('value', 'MSFT');
  });
  expect(screen.getByRole('textbox', { name: 'Price' })).toHaveProperty('value', '412.5');
});
