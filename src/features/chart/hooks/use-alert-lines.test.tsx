// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { createQueryClient } from '@src/lib/query-client';
import { keptAlert, stubAlertsBff } from '@src/testing/fake-alerts-bff';
import { useAlertLines } from './use-alert-lines';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const latest: Bar = { time: 1_000_000, open: '195', high: '196', low: '194', close: '195.00', volume: '100' };

function setup() {
  const bff = stubAlertsBff({ alerts: [keptAlert({ note: 'kept' })], firings: [] });
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAlertLines('AAPL', latest), { wrapper });
  return { bff, hook };
}

test('a dropped line moves the alert to the new level, kept by the BFF', async () => {
  const { bff, hook } = setup();
  await waitFor(() => {
    expect(hook.result.current.lines.map((line) => line.price)).toEqual(['200']);
  });
  const [line] = hook.result.current.lines;
  if (line === undefined) throw new Error('no line');
  act(() => {
    hook.result.current.drop(line, '201.50');
  });
  expect(hook.result.current.lines[0]).toMatchObject({ price: '201.50', moving: true });
  await waitFor(() => {
    expect(hook.result.current.lines.map((kept) => [kept.price, kept.moving])).toEqual([['201.50', undefined]]);
  });
  expect(bff.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    condition: { type: 'price-crosses', direction: 'above', level: '201.50' },
  });
});

test('a price over the last one makes a crosses-above alert, under it a crosses-below one', async () => {
  const { bff, hook } = setup();
  act(() => {
    hook.result.current.addAt(199.996);
  });
  await waitFor(() => {
    expect(hook.result.current.message.done).toBe('Alert created');
  });
  act(() => {
    hook.result.current.addAt('190.5');
  });
  await waitFor(() => {
    expect(bff.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
  expect(bff.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    {
      symbol: 'AAPL',
      condition: { type: 'price-crosses', direction: 'above', level: '200.00' },
      repeat: { mode: 'once' },
      expires_at: null,
      note: '',
    },
    {
      symbol: 'AAPL',
      condition: { type: 'price-crosses', direction: 'below', level: '190.50' },
      repeat: { mode: 'once' },
      expires_at: null,
      note: '',
    },
  ]);
});

test("a trend line drawing becomes a line alert on its points, its side judged at the last bar's time", async () => {
  const { bff, hook } = setup();
  const drawing = {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'trend-line' as const,
    points: [
      { time: 0, price: '190' },
      { time: 500_000, price: '195' },
    ],
    style: { color: '#2563eb', width: 2 },
    text: '',
  };
  act(() => {
    hook.result.current.addForDrawing(drawing);
  });
  await waitFor(() => {
    expect(bff.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
  // At the last bar the line is at 200, over the last price 195: the price must rise to cross it.
  expect(bff.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    condition: { type: 'line-crosses', direction: 'above', points: drawing.points, drawing_id: drawing.id },
  });
});
