import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { accountListSchema } from '@contracts/accounts';
import { placeOrderResultSchema } from '@contracts/orders';
import { snapshotListSchema } from '@contracts/market-data';
import { limitBuy, orderDetail } from './testing/stack-orders';
import { startTradingStack, type TradingStack } from './testing/trading-stack';

// BROKER_PATH_GENERATION=auto (the default) over a broker that serves generation-2 paths only:
// the BFF finds it at start, says so, and the dashboard works on it (docs/protocol.md#path-generations).

let stack: TradingStack;

beforeAll(async () => {
  stack = await startTradingStack({ SIM_PATH_GENERATIONS: 'v2' });
});

afterAll(async () => {
  await stack.stop();
});

test('the BFF finds the generation this key is served on, says so, and trades on it', async () => {
  expect(stack.broker.info.pathGeneration).toBe('v2');
  expect(stack.log).toContain(
    '[upstream] Paths: this key is served on generation 2 (/openapi/...) only (generation 3 answers 404); using it. BROKER_PATH_GENERATION=v2 selects it without asking.',
  );
  expect(stack.diagnostics.snapshot().connection).toMatchObject({
    path_generation: 'v2',
    path_generation_found: expect.stringContaining('generation 2 (/openapi/...) only') as unknown,
  });

  const accounts = accountListSchema.parse((await stack.send('GET', '/api/accounts')).json());
  expect(accounts).toHaveLength(2);
  const [quote] = snapshotListSchema.parse((await stack.send('GET', '/api/snapshots?symbols=AAPL')).json());
  expect(Number(quote?.price)).toBeGreaterThan(0);
  const draft = limitBuy((Number(quote?.price) * 0.9).toFixed(2));
  const placed = await stack.send('POST', '/api/orders', draft);
  expect(placed.statusCode).toBe(200);
  expect(placeOrderResultSchema.parse(placed.json()).orders[0]).toMatchObject({ status: 'SUBMITTED' });
  // The broker's own record, read back through the BFF on generation 2.
  await vi.waitFor(
    async () => {
      expect((await orderDetail(stack, draft.client_order_id)).order).toMatchObject({ status: 'SUBMITTED' });
    },
    { timeout: 15_000 },
  );
  // Every request the simulator saw went to a generation-2 path, but the one 404 of the probe.
  const paths = (await stack.control.stats()).map((r) => `${String(r.status)} ${r.path}`);
  expect(paths.filter((p) => !p.includes(' /openapi/'))).toEqual(['404 /trading/accounts/list']);
});
