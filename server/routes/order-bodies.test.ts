import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { GRID_WORDS } from '@market/order-grid';
import type { OrderDraft } from '@contracts/orders';
import { sampleDraft } from '@server/store/testing/sample-orders';
import { SMALL_BODY_LIMIT_BYTES } from './body-limits';
import { recordingApp, type CallLog } from './testing/recording-app';

let app: FastifyInstance | null = null;
async function closeApp() {
  await app?.close();
  app = null;
}
afterEach(closeApp);

/** Sends one signed-in JSON write; the answer and every call that reached a service. */
async function post(url: string, body: unknown): Promise<{ status: number; body: string; calls: CallLog }> {
  const started = await recordingApp();
  app = started.app;
  const response = await started.app.inject({
    method: 'POST',
    url,
    headers: { ...started.headers, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.body, calls: started.calls };
}

const errorOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

test('a draft as written is placed: the fakes see it, so the refusals below are not the fakes refusing', async () => {
  const answer = await post('/api/orders', sampleDraft({ bracket: { stop_loss_price: '180.00' } }));
  expect(answer.status, answer.body).toBe(200);
  expect(answer.calls).toEqual(['orders.place']);
});

test('a misspelt field at the top is a 400 naming it, and nothing is placed', async () => {
  const { status, body, calls } = await post('/api/orders', {
    ...sampleDraft(),
    brackets: { stop_loss_price: '180.00' },
  });
  expect(status).toBe(400);
  expect(errorOf(body)).toEqual({ code: 'INVALID_REQUEST', message: 'unknown field `brackets`' });
  expect(calls).toEqual([]);
});

test('a misspelt field inside the bracket is a 400 naming its path, and nothing is placed', async () => {
  const { status, body, calls } = await post('/api/orders', {
    ...sampleDraft(),
    bracket: { take_profit_price: '200.00', stop_los_price: '180.00' },
  });
  expect(status).toBe(400);
  expect(errorOf(body).message).toBe('unknown field `bracket.stop_los_price`');
  expect(calls).toEqual([]);
});

test('the preview refuses an unknown field too, so a review never shows an order that differs from the one sent', async () => {
  const { status, body, calls } = await post('/api/orders/preview', { ...sampleDraft(), stop_loss: '1' });
  expect(status).toBe(400);
  expect(errorOf(body).message).toBe('unknown field `stop_loss`');
  expect(calls).toEqual([]);
});

test('a 1 MB body with an unknown padding field is a 413 in words, and nothing is placed', async () => {
  const { status, body, calls } = await post('/api/orders', { ...sampleDraft(), padding: 'x'.repeat(1_000_000) });
  expect(status).toBe(413);
  expect(errorOf(body)).toEqual({ code: 'BODY_TOO_LARGE', message: 'The body is too large: at most 16 KiB.' });
  expect(calls).toEqual([]);
});

test('every order write takes 16 KiB and no byte more', async () => {
  const draft = JSON.stringify(sampleDraft());
  // Whitespace is valid JSON, so the body is the draft padded to an exact size.
  const sized = (bytes: number) => draft.slice(0, -1) + ' '.repeat(bytes - draft.length) + '}';
  expect(Buffer.byteLength(sized(SMALL_BODY_LIMIT_BYTES))).toBe(16_384);
  const atLimit = await post('/api/orders', sized(SMALL_BODY_LIMIT_BYTES));
  expect(atLimit.status, atLimit.body).toBe(200);
  await closeApp();
  for (const url of [
    '/api/orders',
    '/api/orders/preview',
    '/api/orders/cancel-all',
    '/api/orders/ord-1/replace',
    '/api/orders/ord-1/cancel',
  ]) {
    const over = await post(url, sized(SMALL_BODY_LIMIT_BYTES + 1));
    expect(over.status, url).toBe(413);
    expect(over.calls, url).toEqual([]);
    await closeApp();
  }
});

const OFF_GRID: [name: string, change: Partial<OrderDraft>, message: string][] = [
  ['a limit price above $1 off the cent', { limit_price: '187.255' }, `limit_price: ${GRID_WORDS.dollarTick}`],
  [
    'a limit price below $1 off the hundredth of a cent',
    { limit_price: '0.12345' },
    `limit_price: ${GRID_WORDS.subDollarTick}`,
  ],
  [
    "a bracket's stop loss off the cent",
    { bracket: { stop_loss_price: '180.001' } },
    `bracket.stop_loss_price: ${GRID_WORDS.dollarTick}`,
  ],
  ['more than 200,000 shares', { quantity: '200001' }, `quantity: ${GRID_WORDS.maxShares}`],
  ['a fraction with 6 decimals', { quantity: '1.123456' }, `quantity: ${GRID_WORDS.shareDecimals}`],
  [
    'a fraction on a stop order',
    { quantity: '1.5', order_type: 'STOP_LOSS', limit_price: undefined, stop_price: '150.00' },
    `quantity: ${GRID_WORDS.fractionOrderType}`,
  ],
  [
    'a fraction of a whole-share stock',
    { symbol: 'BRK.A', quantity: '1.5' },
    `quantity: ${GRID_WORDS.wholeShares('BRK.A')}`,
  ],
  [
    'an amount in tenths of a cent',
    {
      entrust_type: 'AMOUNT',
      order_type: 'MARKET',
      quantity: undefined,
      limit_price: undefined,
      cash_amount: '100.005',
    },
    `cash_amount: ${GRID_WORDS.cents}`,
  ],
];

test.each(OFF_GRID)('%s is a 400 in the ticket’s words, and nothing is placed', async (_name, change, message) => {
  const { status, body, calls } = await post('/api/orders', sampleDraft(change));
  expect(status).toBe(400);
  expect(errorOf(body)).toEqual({ code: 'INVALID_REQUEST', message });
  expect(calls.filter((call) => call.startsWith('orders.'))).toEqual([]);
});

test('the preview is held to the grid before the broker is asked for an estimate', async () => {
  const { status, body, calls } = await post('/api/orders/preview', sampleDraft({ limit_price: '187.255' }));
  expect(status).toBe(400);
  expect(errorOf(body).message).toBe(`limit_price: ${GRID_WORDS.dollarTick}`);
  expect(calls).toEqual([]);
});

test("a replace's new terms are held to the grid, and nothing is sent", async () => {
  const { status, body, calls } = await post('/api/orders/ord-1/replace', {
    account_id: 'ACC-1',
    quantity: '1.1234567',
    stop_price: '0.00001',
  });
  expect(status).toBe(400);
  expect(errorOf(body).message).toBe(`quantity: ${GRID_WORDS.shareDecimals}; stop_price: ${GRID_WORDS.subDollarTick}`);
  expect(calls).toEqual([]);
});

test('an order on the grid goes through: whole shares, trailing zeros and a fraction where fractions trade', async () => {
  for (const change of [{ limit_price: '187.2500' }, { limit_price: '0.1234' }, { quantity: '0.12345' }]) {
    const { status, body, calls } = await post('/api/orders', sampleDraft(change));
    expect(status, body).toBe(200);
    expect(calls.filter((call) => call.startsWith('orders.'))).toEqual(['orders.place']);
    await closeApp();
  }
});
