import { afterEach, beforeEach, expect, test } from 'vitest';
import { LAYOUT_VERSION, savedLayoutSchema, type Layout } from '@contracts/layout';
import { apiErrorSchema } from '@contracts/common';
import { paperAccountResetSchema } from '@contracts/paper-account';
import { sampleDraft } from './store/testing/sample-orders';
import { startBuiltBff, temporaryStore } from './testing/built-bff';
import type { Transport, TransportRequest } from './upstream/client/transport';
import { createFakeClock } from './upstream/testing/fake-clock';

const ACCOUNT = 'SIMMARGIN0PAPER000000000001';
const arranged: Layout = {
  version: LAYOUT_VERSION,
  panels: { main: { 'research-area': 40, 'quote-area': 20, 'chart-area': 40 } },
  researchTab: 'screeners',
  screener: 'losers',
  fundamentalsTab: 'earnings',
  watchlistColumns: ['last'],
};

let journal: Awaited<ReturnType<typeof temporaryStore>>;
beforeEach(async () => {
  journal = await temporaryStore();
});
afterEach(async () => {
  await journal.remove();
});

/** A provider without a second factor that lists one account and answers the simulator's reset with `resetStatus`. */
function simulatorTransport(resetStatus: number): { transport: Transport; sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  const transport: Transport = (request) => {
    sent.push(request);
    const path = request.url.pathname;
    const [status, body] =
      path === '/trading/accounts/list'
        ? [200, JSON.stringify([{ account_id: ACCOUNT, account_type: 'MARGIN' }])]
        : path === '/_control/reset'
          ? [resetStatus, resetStatus === 200 ? '{"ok":true}' : '{"error_msg":"404 Route Not Found"}']
          : path === '/openapi/config'
            ? [200, '{"token_check_enabled":false}']
            : [200, '[]'];
    return Promise.resolve({ status, header: () => null, body });
  };
  return { transport, sent };
}

/** The BFF `main.ts` builds, signed in, with an order journaled and a layout saved. */
async function dashboard(env: Record<string, string>, resetStatus = 200) {
  const { transport, sent } = simulatorTransport(resetStatus);
  const bff = await startBuiltBff({ transport, clock: createFakeClock(Date.now()), store: journal.store, env });
  const headers = await bff.signIn();
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    bff.app.inject({
      method,
      url,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const draft = sampleDraft({ account_id: ACCOUNT, client_order_id: 'kept-unless-reset' });
  await journal.store.journal.recordIntent({ account_id: ACCOUNT, draft, created_at: 1 });
  expect((await send('PUT', '/api/layout', arranged)).statusCode).toBe(200);
  const resetCalls = () => sent.filter((r) => r.url.pathname === '/_control/reset');
  // What the trader would miss after a reset: the journaled order and the saved layout.
  const kept = async () => ({
    intent: (await journal.store.journal.getIntent(ACCOUNT, 'kept-unless-reset')) !== undefined,
    layout: savedLayoutSchema.parse((await send('GET', '/api/layout')).json()).layout,
  });
  return { bff, send, resetCalls, kept };
}

test('in live mode the reset is refused in words, and nothing is sent or forgotten', async () => {
  const { bff, send, resetCalls, kept } = await dashboard({
    BROKER_APP_KEY: 'live-key',
    BROKER_APP_SECRET: 'live-secret',
    BROKER_REGION: 'us',
  });
  try {
    const answer = await send('POST', '/api/paper-account/reset');
    expect(answer.statusCode).toBe(409);
    const error = apiErrorSchema.parse(answer.json()).error;
    expect(error.code).toBe('RESET_UNAVAILABLE');
    expect(error.message).toMatch(/^Only a paper account can be reset\. This dashboard trades a live account/);
    expect(resetCalls()).toEqual([]);
    expect(await kept()).toEqual({ intent: true, layout: arranged });
  } finally {
    await bff.close();
  }
});

test('with SIM_CONTROL=0 the reset says it is turned off', async () => {
  const { bff, send, resetCalls } = await dashboard({ SIM_CONTROL: '0' });
  try {
    const answer = await send('POST', '/api/paper-account/reset');
    expect(answer.statusCode).toBe(409);
    expect(apiErrorSchema.parse(answer.json()).error.message).toContain('SIM_CONTROL=0');
    expect(resetCalls()).toEqual([]);
  } finally {
    await bff.close();
  }
});

test('a simulator that refuses the reset leaves the journal and the layout as they were', async () => {
  const { bff, send, resetCalls, kept } = await dashboard({}, 404);
  try {
    const answer = await send('POST', '/api/paper-account/reset');
    expect(answer.statusCode).toBe(502);
    expect(apiErrorSchema.parse(answer.json()).error.code).toBe('UPSTREAM_ERROR');
    expect(resetCalls()).toHaveLength(1);
    expect(await kept()).toEqual({ intent: true, layout: arranged });
  } finally {
    await bff.close();
  }
});

test('in paper mode the simulator is reset, then the accounts journal and the layout are forgotten', async () => {
  const { bff, send, resetCalls, kept } = await dashboard({});
  try {
    const answer = await send('POST', '/api/paper-account/reset');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(paperAccountResetSchema.parse(answer.json()).accounts).toEqual([ACCOUNT]);
    const [call] = resetCalls();
    expect(call?.method).toBe('POST');
    expect(call?.url.origin).toBe('http://127.0.0.1:9');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(await kept()).toEqual({ intent: false, layout: null });
  } finally {
    await bff.close();
  }
});
