import { expect } from 'vitest';
import { orderDetailSchema, type OrderDraft } from '@contracts/orders';
import { snapshotListSchema } from '@contracts/market-data';
import { sampleDraft } from '@server/store/testing/sample-orders';
import { upstreamOrderGroupSchema } from '@server/upstream/trading/order-records';
import { createNodeTransport, type Transport } from '@server/upstream/client/transport';
import { MARGIN_ACCOUNT, type TradingStack } from './trading-stack';

let serial = 0;

/** A limit buy of 10 AAPL on the margin account, with an id no other test uses. */
export function limitBuy(price: string, extra: Partial<OrderDraft> = {}): OrderDraft {
  serial += 1;
  return sampleDraft({
    account_id: MARGIN_ACCOUNT,
    client_order_id: `t${String(Date.now())}${String(serial)}`,
    limit_price: price,
    ...extra,
  });
}

export async function lastPrice(stack: Pick<TradingStack, 'send'>, symbol: string): Promise<number> {
  const answer = await stack.send('GET', `/api/snapshots?symbols=${symbol}`);
  const price = snapshotListSchema.parse(answer.json())[0]?.price;
  if (price === undefined) throw new Error(`no snapshot of ${symbol}`);
  return Number(price);
}

/** The place calls the simulator answered. */
export async function placeCalls(stack: Pick<TradingStack, 'control'>) {
  return (await stack.control.stats()).filter((r) => r.path === '/trading/orders/place');
}

/**
 * An order of the margin account as the simulator has it, with the rest of its group (a
 * bracket's master and children), read past the BFF's routes and services but within its budget
 * for order reads (2 per 2 s, shared with the BFF's own).
 */
export async function brokerGroup(stack: TradingStack, id: string) {
  const answer = await stack.broker.scheduler.run({ group: 'order-query', priority: 'account' }, () =>
    stack.client.call('orders:detail', {
      query: [
        ['account_id', MARGIN_ACCOUNT],
        ['client_order_id', id],
      ],
    }),
  );
  return upstreamOrderGroupSchema.parse(answer).orders.filter((o) => o !== null);
}

/** One order of the margin account as the simulator has it (see brokerGroup). */
export async function brokerOrder(stack: TradingStack, id: string) {
  return (await brokerGroup(stack, id)).find((o) => o.client_order_id === id);
}

/** An order of the margin account and its timeline, as a browser reads them. */
export async function orderDetail(stack: Pick<TradingStack, 'send'>, id: string) {
  const answer = await stack.send('GET', `/api/orders/${id}?account_id=${MARGIN_ACCOUNT}`);
  expect(answer.statusCode).toBe(200);
  return orderDetailSchema.parse(answer.json());
}

/**
 * A transport whose place calls reach the broker and never come back, as for a BFF that stopped
 * right after sending; every other call goes through.
 */
export function stopsAfterSending(): Transport {
  const node = createNodeTransport();
  return (request) => {
    if (!request.url.pathname.endsWith('/orders/place')) return node(request);
    void node(request).catch(() => undefined);
    return new Promise(() => undefined);
  };
}
