// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery } from '@src/testing/render-with-query';
import { firingOf, keptAlert, stubAlertsBff } from '@src/testing/fake-alerts-bff';
import { AlertsButton } from './alerts-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('firings from while no tab was open are counted, shown as New, then marked seen', async () => {
  const alert = keptAlert({ unseen_count: 1, status: 'done', fired_count: 1 });
  const old = firingOf(alert, {
    seen: true,
    message: 'AAPL crossed above 200 (older)',
    at: Date.UTC(2026, 10, 26, 15),
  });
  const bff = stubAlertsBff({ alerts: [alert], firings: [firingOf(alert, { value: '200.15' }), old] });
  renderWithQuery(<AlertsButton symbol="AAPL" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Alerts 1 unseen' }));
  const panel = screen.getByRole('region', { name: 'Alerts' });
  const log = await within(panel).findByRole('list', { name: 'Fired alerts' });
  const entries = within(log).getAllByRole('listitem');
  expect(entries.map((entry) => entry.textContent)).toEqual([
    'NewAAPL crossed above 200 at 200.15Nov 27, 2026 10:30:00 ET',
    'AAPL crossed above 200 (older) at 200.10Nov 26, 2026 10:00:00 ET',
  ]);
  await waitFor(() => {
    expect(bff.calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/api/alerts/${alert.id}`, body: { seen: true } },
    ]);
  });
  // The badge goes; the entry stays marked for as long as the log is shown.
  await screen.findByRole('button', { name: 'Alerts' });
  expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain('New');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull();
  expect(document.activeElement?.id).toBe('alerts-button');
});

test('notifications are asked for on the first alert created, not on load nor again', async () => {
  const requestPermission = vi.fn(() => Promise.resolve('default'));
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  stubAlertsBff({ alerts: [], firings: [] });
  renderWithQuery(<AlertsButton symbol="AAPL" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Alerts' }));
  const form = await screen.findByRole('form', { name: 'New alert' });
  expect(requestPermission).not.toHaveBeenCalled();
  await user.type(within(form).getByRole('textbox', { name: 'Price' }), '210');
  await user.click(within(form).getByRole('button', { name: 'Create alert' }));
  await screen.findByRole('listitem', { name: 'AAPL crosses above 210' });
  expect(requestPermission).toHaveBeenCalledTimes(1);
  const again = screen.getByRole('form', { name: 'New alert' });
  await user.type(within(again).getByRole('textbox', { name: 'Price' }), '220');
  await user.click(within(again).getByRole('button', { name: 'Create alert' }));
  await screen.findByRole('listitem', { name: 'AAPL crosses above 220' });
  expect(requestPermission).toHaveBeenCalledTimes(1);
});

test('firings are marked seen only after the log has read them, so a slow read still shows New', async () => {
  const alert = keptAlert({ unseen_count: 1, status: 'done', fired_count: 1 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const bff = stubAlertsBff({ alerts: [alert], firings: [firingOf(alert)] }, (method, url, _body, pass) =>
    method === 'GET' && url.pathname === '/api/alerts/firings' ? held.then(pass) : undefined,
  );
  renderWithQuery(<AlertsButton symbol="AAPL" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Alerts 1 unseen' }));
  await waitFor(() => {
    expect(bff.calls.some((call) => call.path === '/api/alerts/firings')).toBe(true);
  });
  expect(bff.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  release();
  const log = await screen.findByRole('list', { name: 'Fired alerts' });
  expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain('New');
  await waitFor(() => {
    expect(bff.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
  await screen.findByRole('button', { name: 'Alerts' });
  expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain('New');
});
