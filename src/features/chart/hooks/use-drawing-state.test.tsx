// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { putDrawingsBodySchema, type Drawing, type PutDrawingsBody, type SavedDrawings } from '@contracts/drawings';
import { createQueryClient } from '@src/lib/query-client';
import { useDrawingState } from './use-drawing-state';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  client = createQueryClient({ retry: false });
});

const note = (text: string, id: string): Drawing => ({
  id,
  kind: 'text',
  points: [{ time: 0, price: '100.00' }],
  style: { color: '#d97706', width: 1 },
  text,
});
const OLD = note('read first', '11111111-1111-4111-8111-111111111111');
const MINE = note('mine', '22222222-2222-4222-8222-222222222222');
const THEIRS = note('theirs', '33333333-3333-4333-8333-333333333333');

/**
 * A BFF whose saved drawings on AAPL are `saved`; each PUT is recorded and, unless `refuse` gives
 * an answer, saved one version on, as the BFF does.
 */
function stubDrawingsBff(initial: SavedDrawings, refuse?: { status: number; body: unknown }) {
  let saved = initial;
  const puts: PutDrawingsBody[] = [];
  const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'PUT') return json(200, saved);
      const body = putDrawingsBodySchema.parse(JSON.parse(typeof init.body === 'string' ? init.body : 'null'));
      puts.push(body);
      if (refuse !== undefined) return json(refuse.status, refuse.body);
      saved = { symbol: 'AAPL', drawings: body.drawings, version: body.baseVersion + 1, updatedAt: 1 };
      return json(200, saved);
    }),
  );
  return {
    puts,
    replace: (next: SavedDrawings) => {
      saved = next;
    },
  };
}

let client = createQueryClient({ retry: false });
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

test('a change is shown at once and saved from the version read; the next from the version the answer gave', async () => {
  const bff = stubDrawingsBff({ symbol: 'AAPL', drawings: [OLD], version: 4, updatedAt: 1 });
  const { result } = renderHook(() => useDrawingState('AAPL'), { wrapper });
  await waitFor(() => {
    expect(result.current.drawings).toEqual([OLD]);
  });
  act(() => {
    result.current.commit([OLD, MINE]);
  });
  expect(result.current.drawings).toEqual([OLD, MINE]);
  await waitFor(() => {
    expect(bff.puts).toEqual([{ drawings: [OLD, MINE], baseVersion: 4 }]);
  });
  act(() => {
    result.current.commit([MINE]);
  });
  await waitFor(() => {
    expect(bff.puts.at(-1)).toEqual({ drawings: [MINE], baseVersion: 5 });
  });
});

test('undo takes back one change at a time, and saves what is shown', async () => {
  const bff = stubDrawingsBff({ symbol: 'AAPL', drawings: [], version: 0, updatedAt: null });
  const { result } = renderHook(() => useDrawingState('AAPL'), { wrapper });
  await waitFor(() => {
    expect(result.current.drawings).toEqual([]);
  });
  act(() => {
    result.current.commit([MINE]);
  });
  act(() => {
    result.current.commit([MINE, THEIRS]);
  });
  let undone = false;
  act(() => {
    undone = result.current.undo();
  });
  expect(undone).toBe(true);
  expect(result.current.drawings).toEqual([MINE]);
  await waitFor(() => {
    expect(bff.puts.at(-1)).toEqual({ drawings: [MINE], baseVersion: 0 });
  });
  act(() => {
    result.current.undo();
  });
  expect(result.current.drawings).toEqual([]);
  act(() => {
    undone = result.current.undo();
  });
  expect(undone).toBe(false);
});

test('a save refused because another browser saved first shows the saved drawings again and says so', async () => {
  const bff = stubDrawingsBff(
    { symbol: 'AAPL', drawings: [OLD], version: 1, updatedAt: 1 },
    { status: 409, body: { error: { code: 'DRAWINGS_CHANGED', message: 'The drawings on AAPL were changed.' } } },
  );
  const { result } = renderHook(() => useDrawingState('AAPL'), { wrapper });
  await waitFor(() => {
    expect(result.current.drawings).toEqual([OLD]);
  });
  // Meanwhile another browser saved version 2.
  bff.replace({ symbol: 'AAPL', drawings: [THEIRS], version: 2, updatedAt: 2 });
  act(() => {
    result.current.commit([OLD, MINE]);
  });
  await waitFor(() => {
    expect(result.current.drawings).toEqual([THEIRS]);
    expect(result.current.notice).toEqual({
      kind: 'conflict',
      text: 'The drawings on AAPL were changed in another tab or browser, so the last change was not saved. The saved drawings are shown again.',
    });
  });
  expect(bff.puts).toEqual([{ drawings: [OLD, MINE], baseVersion: 1 }]);
  // Nothing to undo into: the change that was refused is gone with its history.
  expect(result.current.undo()).toBe(false);
});

test('a newer saved set fetched again (a layout import on this page) replaces what is shown, and is saved from', async () => {
  const bff = stubDrawingsBff({ symbol: 'AAPL', drawings: [OLD], version: 4, updatedAt: 1 });
  const { result } = renderHook(() => useDrawingState('AAPL'), { wrapper });
  await waitFor(() => {
    expect(result.current.drawings).toEqual([OLD]);
  });
  bff.replace({ symbol: 'AAPL', drawings: [THEIRS], version: 5, updatedAt: 2 });
  await act(() => client.invalidateQueries({ queryKey: ['drawings'] }));
  await waitFor(() => {
    expect(result.current.drawings).toEqual([THEIRS]);
  });
  act(() => {
    result.current.commit([THEIRS, MINE]);
  });
  await waitFor(() => {
    expect(bff.puts).toEqual([{ drawings: [THEIRS, MINE], baseVersion: 5 }]);
  });
  // Its own save, written back to the cache, is not taken for someone else's.
  expect(result.current.drawings).toEqual([THEIRS, MINE]);
});
