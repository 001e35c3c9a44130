// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DIAGNOSTICS_TOPIC, type Diagnostics, type StreamDiagnostics } from '@contracts/diagnostics';
import type { SessionInfo } from '@contracts/session';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { DiagnosticsPanel } from './diagnostics-panel';

afterEach(cleanup);

const stream = (state: string, reconnects: number): StreamDiagnostics => ({
  state,
  since: 1,
  last_message_at: null,
  reconnects,
  subscribed: 2,
  quota: { limit: 400, note: 'simulator' },
});

function snapshot(used: number, market: StreamDiagnostics): Diagnostics {
  return {
    connection: { mode: 'paper', region: 'simulator', host: '127.0.0.1:4000', path_generation: 'v3' },
    groups: [
      {
        group: 'market-data',
        budget: 18,
        window_ms: 60_000,
        used,
        left: 18 - used,
        queued: 0,
        next_slot_ms: 0,
        frozen_for_ms: 0,
        throttled: 0,
      },
    ],
    streams: { market, trade_events: stream('live', 0) },
    session: { token_check: null, token: null },
    clock_skew: { offset_ms: 250, measured_at: 1, corrected: false },
    errors: [
      {
        at: 1,
        operation: 'getTicks',
        status: 400,
        error_code: 'ILLEGAL_PARAMETER',
        message: 'Parameter count must be between 1 and 1000.',
        request_id: 'req-42',
      },
    ],
    at: 2,
  };
}

function renderPanel(sessionLifetime?: SessionInfo['lifetime']) {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  const view = render(
    <LiveStoreContext.Provider value={store}>
      <DiagnosticsPanel sessionLifetime={sessionLifetime} />
    </LiveStoreContext.Provider>,
  );
  const push = (data: Diagnostics) => {
    act(() => {
      wire.push({ kind: 'diagnostics', data });
      frames.run();
    });
  };
  return { wire, view, push };
}

const flushMicrotasks = () => act(() => Promise.resolve());

test('the panel follows status/diagnostics while open: the budget nearing its limit, a stream down and back', async () => {
  const { wire, view, push } = renderPanel();
  await flushMicrotasks();
  expect(wire.calls).toContainEqual({ op: 'subscribe', topics: [DIAGNOSTICS_TOPIC] });
  expect(screen.getByText('Waiting for the dashboard server…')).toBeTruthy();

  push(snapshot(10, stream('live', 0)));
  const row = () => screen.getByTestId('budget-market-data');
  expect(row().dataset.state).toBe('ok');
  expect(screen.getByTestId('diagnostics-connection').textContent).toContain('host 127.0.0.1:4000, path generation v3');
  expect(screen.getByText(/Parameter count must be between 1 and 1000/).textContent).toContain('request id req-42');

  push(snapshot(15, stream('reconnecting', 0)));
  expect(row().dataset.state).toBe('near');
  expect(within(row()).getByTestId('left').textContent).toBe('3');
  expect(screen.getByTestId('stream-market').dataset.state).toBe('reconnecting');

  push(snapshot(15, stream('live', 1)));
  expect(within(screen.getByTestId('stream-market')).getByTestId('reconnects').textContent).toBe('1');

  view.unmount();
  await flushMicrotasks();
  expect(wire.calls).toContainEqual({ op: 'unsubscribe', topics: [DIAGNOSTICS_TOPIC] });
});

test('the panel says when this browser session ends, in Eastern time', async () => {
  const { push } = renderPanel({ ends_at: Date.UTC(2026, 10, 25, 15, 30), idle_timeout_ms: 12 * 3_600_000 });
  await flushMicrotasks();
  push(snapshot(10, stream('live', 0)));
  expect(screen.getByTestId('diagnostics-session').textContent).toBe(
    'This browser’s session ends after 12 h without activity, and at Nov 25, 2026 10:30:00 ET at the latest.',
  );
});
