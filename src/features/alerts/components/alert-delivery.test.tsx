// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { AlertFiring } from '@contracts/alerts';
import { LiveStoreContext } from '@src/lib/live-context';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { renderWithQuery } from '@src/testing/render-with-query';
import { setAlertSound } from '../hooks/use-alert-sound';
import { firingOf, keptAlert, stubAlertsBff } from '@src/testing/fake-alerts-bff';
import { AlertDelivery } from './alert-delivery';
import { AlertsButton } from './alerts-button';

const chimes = vi.fn();
const shown: { title: string; body: string | undefined }[] = [];

beforeEach(() => {
  // A chime is a new audio context; a notification is a new Notification, allowed here.
  vi.stubGlobal(
    'AudioContext',
    class {
      currentTime = 0;
      destination = {};
      constructor() {
        chimes();
      }
      createGain() {
        return { connect: () => undefined, gain: { setValueAtTime: () => 0, exponentialRampToValueAtTime: () => 0 } };
      }
      createOscillator() {
        return { frequency: { value: 0 }, connect: () => undefined, start: () => undefined, stop: () => undefined };
      }
      close() {
        return Promise.resolve();
      }
    },
  );
  vi.stubGlobal(
    'Notification',
    Object.assign(
      vi.fn(function (title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }),
      { permission: 'granted', requestPermission: vi.fn(() => Promise.resolve('granted')) },
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  chimes.mockReset();
  shown.length = 0;
});

function renderLive(ui: ReactElement) {
  const live = startTestLiveStore({ online: true });
  renderWithQuery(<LiveStoreContext.Provider value={live.store}>{ui}</LiveStoreContext.Provider>);
  const notice = (revision: number, firings: AlertFiring[]) => {
    act(() => {
      live.wire.push({ kind: 'alerts', user: 'u1', data: { revision, firings } });
    });
  };
  return { ...live, notice };
}

const alert = keptAlert({ note: 'breakout' });
const before = firingOf(alert, { message: 'AAPL crossed above 200 (before)' });
const fired = firingOf(alert, { message: 'AAPL crossed above 200', note: 'breakout' });

test('the firings retained when the tab opens make no toast; a new one toasts, chimes and notifies', async () => {
  const { wire, notice } = renderLive(<AlertDelivery user="u1" />);
  await act(() => Promise.resolve());
  expect(wire.calls).toContainEqual({ op: 'subscribe', topics: ['alerts/u1'] });
  notice(3, [before]);
  expect(screen.queryAllByTestId('toast')).toEqual([]);
  expect(chimes).not.toHaveBeenCalled();
  notice(4, [fired, before]);
  const toasts = screen.getAllByTestId('toast');
  expect(toasts.map((toast) => toast.textContent)).toEqual(['Alert: AAPL crossed above 200 (breakout)×']);
  expect(screen.getByRole('log', { name: 'Alert announcements' }).textContent).toBe(
    'Alert: AAPL crossed above 200 (breakout)',
  );
  expect(chimes).toHaveBeenCalledTimes(1);
  expect(shown).toEqual([{ title: 'Alert: AAPL', body: 'AAPL crossed above 200 (breakout)' }]);
  // Another user's topic (a stale message) is not this tab's.
  act(() => {
    wire.push({ kind: 'alerts', user: 'u2', data: { revision: 9, firings: [firingOf(alert)] } });
  });
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
});

test('muted, a firing toasts without the chime', () => {
  setAlertSound(false);
  const { notice } = renderLive(<AlertDelivery user="u1" />);
  notice(3, []);
  notice(4, [fired]);
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
  expect(chimes).not.toHaveBeenCalled();
});

test("the header's badge counts unseen firings and follows a change made in another tab", async () => {
  const bff = stubAlertsBff({ alerts: [keptAlert({ unseen_count: 2 })], firings: [] });
  const { notice } = renderLive(
    <>
      <AlertsButton symbol="AAPL" />
      <AlertDelivery user="u1" />
    </>,
  );
  const button = await screen.findByRole('button', { name: 'Alerts 2 unseen' });
  notice(7, []);
  // Another tab marked them seen: the revision moves and the list is read again.
  const [first] = bff.state.alerts;
  if (first !== undefined) first.unseen_count = 0;
  notice(8, []);
  await screen.findByRole('button', { name: 'Alerts' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
});
