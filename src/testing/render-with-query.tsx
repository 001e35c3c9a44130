import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

/** Renders `ui` inside a fresh QueryClient with retries off, as the app would. */
export function renderWithQuery(ui: ReactElement): RenderResult {
  const client = createQueryClient({ retry: false });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Replaces the network with canned JSON answers chosen by path (the only thing tests mock). */
export function stubBff(answer: (url: URL) => { status?: number; body: unknown }) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const { status = 200, body } = answer(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
