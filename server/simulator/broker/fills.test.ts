import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CASH, createBrokerKit, MARGIN } from './testing/broker-kit';

const orderOf = (kit: ReturnType<typeof createBrokerKit>, id: string, account = MARGIN) => {
  const order = kit.broker.core.order(account, id);
  if (order === undefined) throw new Error(`no order ${id}`);
  return order;
};
const positionOf = (kit: ReturnType<typeof createBrokerKit>, symbol: string, account = MARGIN) =>
  kit.state
    .get()
    .accounts.find((a) => a.account_id === account)
    ?.positions.find((p) => p.symbol === symbol);

describe('paper broker fills', () => {
  it('fills a market buy at the displayed asks and moves cash and the position', async () => {
    const kit = createBrokerKit();
    const book = kit.market.depth('MSFT', kit.now(), 10);
    const body = kit.order({ symbol: 'MSFT', quantity: '10' });
    const id = String(body.new_orders[0]?.client_order_id);
    const placed = (await kit.place(body)) as { client_order_id: string; order_id: string };
    expect(placed.client_order_id).toBe(id);
    const order = orderOf(kit, id);
    expect(order.status).toBe('FILLED');
    expect(order.filled_price).toBe(book.asks[0]?.price);
    expect(positionOf(kit, 'MSFT')?.quantity).toBe('10');
    const cash = kit.state.get().accounts.find((a) => a.account_id === MARGIN)?.cash;
    const fees = order.fees.reduce((sum, f) => sum.plus(f.amount), new Decimal(0));
    expect(new Decimal(cash ?? '0').toString()).toBe(
      new Decimal('100000').minus(new Decimal(order.filled_price).times(10)).minus(fees).toString(),
    );
    expect(kit.scenes(id)).toEqual(['FINAL_FILLED']);
  });

  it('takes the book level by level and leaves the rest working when the displayed size runs out', async () => {
    const kit = createBrokerKit();
    // Deep pockets, so only the displayed size limits the fill.
    const margin = kit.state.get().accounts.find((a) => a.account_id === MARGIN);
    if (margin !== undefined) margin.cash = '100000000';
    const book = kit.market.depth('KO', kit.now(), 10);
    const displayed = book.asks.reduce((sum, l) => sum + Number(l.size), 0);
    const body = kit.order({ symbol: 'KO', quantity: String(displayed + 500) });
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    const order = orderOf(kit, id);
    expect(order.status).toBe('PARTIAL_FILLED');
    expect(order.filled_quantity).toBe(String(displayed));
    const executions = kit.broker.core.records().executions.filter((e) => e.client_order_id === id);
    expect(executions.map((e) => e.price)).toEqual(book.asks.map((l) => l.price));
    expect(kit.scenes(id).every((s) => s === 'FILLED')).toBe(true);
    await kit.advance(1000);
    expect(orderOf(kit, id).status).toBe('FILLED');
    expect(kit.scenes(id).at(-1)).toBe('FINAL_FILLED');
  });

  it('rests a buy limit below the market and fills it at the limit when a print trades through it', async () => {
    const kit = createBrokerKit();
    const last = new Decimal(kit.market.snapshot('AAPL', kit.now()).price);
    const limit = last.minus(5).toFixed(2);
    const body = kit.order({ order_type: 'LIMIT', limit_price: limit, quantity: '100' });
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    expect(orderOf(kit, id).status).toBe('SUBMITTED');
    await kit.trade('AAPL', limit);
    expect(orderOf(kit, id).status).toBe('SUBMITTED');
    await kit.trade('AAPL', new Decimal(limit).minus('0.01').toFixed(2));
    const order = orderOf(kit, id);
    expect(order.status).toBe('FILLED');
    expect(order.filled_price).toBe(limit);
  });

  it('triggers a sell stop on the last price and sells at the bids', async () => {
    const kit = createBrokerKit();
    const last = new Decimal(kit.market.snapshot('AAPL', kit.now()).price);
    const stop = last.minus(2).toFixed(2);
    const body = kit.order({ side: 'SELL', order_type: 'STOP_LOSS', stop_price: stop, quantity: '20' });
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    await kit.trade('AAPL', last.minus(1).toFixed(2));
    expect(orderOf(kit, id).status).toBe('SUBMITTED');
    await kit.trade('AAPL', stop);
    const order = orderOf(kit, id);
    expect(order.status).toBe('FILLED');
    expect(new Decimal(order.filled_price).lte(stop)).toBe(true);
    expect(positionOf(kit, 'AAPL')?.quantity).toBe('30');
  });

  it('trails a sell stop behind the highest print and triggers when the price falls back by the step', async () => {
    const kit = createBrokerKit();
    const last = new Decimal(kit.market.snapshot('AAPL', kit.now()).price);
    const body = kit.order({
      side: 'SELL',
      order_type: 'TRAILING_STOP_LOSS',
      trailing_type: 'AMOUNT',
      trailing_stop_step: '1.00',
      quantity: '5',
    });
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    // The order record's stop_price is the trigger it works with now, and it moves up only.
    const stopOf = () => {
      const group = z
        .object({ orders: z.array(z.object({ stop_price: z.string().optional() })) })
        .parse(kit.broker.detail({ account_id: MARGIN, client_order_id: id }));
      return group.orders[0]?.stop_price;
    };
    expect(stopOf()).toBe(last.minus(1).toFixed(2));
    await kit.trade('AAPL', last.plus(3).toFixed(2), last.plus(2.5).toFixed(2));
    expect(orderOf(kit, id).status).toBe('SUBMITTED');
    expect(orderOf(kit, id).water_mark).toBe(last.plus(3).toString());
    expect(stopOf()).toBe(last.plus(2).toFixed(2));
    await kit.trade('AAPL', last.plus(2).toFixed(2));
    expect(orderOf(kit, id).status).toBe('FILLED');
  });

  it('flips a long position to a short when a margin account sells more than it holds', async () => {
    const kit = createBrokerKit();
    const body = kit.order({ side: 'SELL', quantity: '70' });
    await kit.place(body);
    const position = positionOf(kit, 'AAPL');
    expect(position?.quantity).toBe('-20');
    const account = kit.state.get().accounts.find((a) => a.account_id === MARGIN);
    expect(new Decimal(account?.realized_profit_loss ?? '0').isZero()).toBe(false);
  });

  it('fails a cash account sale of shares it does not hold, and a buy beyond its settled cash', async () => {
    const kit = createBrokerKit();
    const sell = { ...kit.order({ side: 'SELL', quantity: '1' }), account_id: CASH };
    const sellId = String(sell.new_orders[0]?.client_order_id);
    await kit.place(sell);
    expect(orderOf(kit, sellId, CASH).status).toBe('FAILED');
    expect(orderOf(kit, sellId, CASH).reason).toMatch(/cash account cannot sell short/);
    expect(kit.scenes(sellId)).toEqual(['PLACE_FAILED']);
    const buy = { ...kit.order({ quantity: '1000' }), account_id: CASH };
    const buyId = String(buy.new_orders[0]?.client_order_id);
    await kit.place(buy);
    expect(orderOf(kit, buyId, CASH).status).toBe('FAILED');
    expect(orderOf(kit, buyId, CASH).reason).toMatch(/Insufficient buying power/);
  });

  it('ends a regular-session DAY order at the close', async () => {
    const kit = createBrokerKit();
    const last = new Decimal(kit.market.snapshot('AAPL', kit.now()).price);
    const body = kit.order({ order_type: 'LIMIT', limit_price: last.times(0.5).toFixed(2) });
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    await kit.advance(5.5 * 3_600_000);
    expect(orderOf(kit, id).status).toBe('SUBMITTED');
    await kit.advance(60 * 60_000);
    expect(orderOf(kit, id).status).toBe('CANCELLED');
    expect(kit.scenes(id)).toEqual(['CANCEL_SUCCESS']);
  });
});
