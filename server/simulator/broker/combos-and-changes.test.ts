import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CASH, createBrokerKit, MARGIN } from './testing/broker-kit';
import { refusal } from './testing/refusal';

type Kit = ReturnType<typeof createBrokerKit>;

const statusOf = (kit: Kit, id: string) => kit.broker.core.order(MARGIN, id)?.status;
const leg = (fields: Record<string, unknown>) => ({
  instrument_type: 'EQUITY',
  market: 'US',
  symbol: 'AAPL',
  time_in_force: 'DAY',
  support_trading_session: 'CORE',
  entrust_type: 'QTY',
  quantity: '10',
  ...fields,
});

describe('combos', () => {
  it("activates a bracket's children when the master fills, and the take-profit cancels the stop-loss", async () => {
    const kit = createBrokerKit();
    const last = new Decimal(kit.market.snapshot('AAPL', kit.now()).price);
    await kit.place({
      account_id: MARGIN,
      new_orders: [
        leg({
          client_order_id: 'm1',
          combo_type: 'MASTER',
          side: 'BUY',
          order_type: 'LIMIT',
          limit_price: last.minus(1).toFixed(2),
        }),
        leg({
          client_order_id: 'tp1',
          combo_type: 'STOP_PROFIT',
          side: 'SELL',
          order_type: 'LIMIT',
          limit_price: last.plus(2).toFixed(2),
        }),
        leg({
          client_order_id: 'sl1',
          combo_type: 'STOP_LOSS',
          side: 'SELL',
          order_type: 'STOP_LOSS',
          stop_price: last.minus(4).toFixed(2),
        }),
      ],
    });
    expect([statusOf(kit, 'm1'), statusOf(kit, 'tp1'), statusOf(kit, 'sl1')]).toEqual([
      'SUBMITTED',
      'PENDING',
      'PENDING',
    ]);
    // A print above the take-profit does nothing while the children wait.
    await kit.trade('AAPL', last.plus(3).toFixed(2));
    expect(statusOf(kit, 'tp1')).toBe('PENDING');
    await kit.trade('AAPL', last.minus(1.5).toFixed(2));
    expect([statusOf(kit, 'm1'), statusOf(kit, 'tp1'), statusOf(kit, 'sl1')]).toEqual([
      'FILLED',
      'SUBMITTED',
      'SUBMITTED',
    ]);
    await kit.trade('AAPL', last.plus(2.5).toFixed(2));
    expect([statusOf(kit, 'tp1'), statusOf(kit, 'sl1')]).toEqual(['FILLED', 'CANCELLED']);
    expect(kit.scenes('sl1')).toEqual(['MODIFY_SUCCESS', 'CANCEL_SUCCESS']);
  });

  it('cancels the rest of an OCO set when one of its orders fills', async () => {
    const kit = createBrokerKit();
    const last = new Decimal(kit.market.snapshot('AAPL', kit.now()).price);
    await kit.place({
      account_id: MARGIN,
      new_orders: [
        leg({
          client_order_id: 'o1',
          combo_type: 'OCO',
          side: 'SELL',
          order_type: 'LIMIT',
          limit_price: last.plus(2).toFixed(2),
        }),
        leg({
          client_order_id: 'o2',
          combo_type: 'OCO',
          side: 'SELL',
          order_type: 'STOP_LOSS',
          stop_price: last.minus(2).toFixed(2),
        }),
      ],
    });
    await kit.trade('AAPL', last.minus(2.5).toFixed(2));
    expect([statusOf(kit, 'o1'), statusOf(kit, 'o2')]).toEqual(['CANCELLED', 'FILLED']);
  });

  it('refuses combos the provider does not take', async () => {
    const kit = createBrokerKit();
    const error = await refusal(() =>
      kit.place({
        account_id: MARGIN,
        new_orders: [
          leg({
            client_order_id: 'x1',
            combo_type: 'MASTER',
            side: 'BUY',
            order_type: 'STOP_LOSS',
            stop_price: '1.00',
          }),
          leg({ client_order_id: 'x2', combo_type: 'OTO', side: 'SELL', order_type: 'MARKET' }),
        ],
      }),
    );
    expect(error.status).toBe(417);
    expect(error.message).toMatch(/MASTER order is MARKET or LIMIT/);
  });
});

describe('replace and cancel', () => {
  it('replaces the quantity and limit of a working order and answers the change with MODIFY_SUCCESS', async () => {
    const kit = createBrokerKit();
    const last = new Decimal(kit.market.snapshot('AAPL', kit.now()).price);
    const body = kit.order({ order_type: 'LIMIT', limit_price: last.minus(10).toFixed(2) });
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    await kit.replace({
      account_id: MARGIN,
      modify_orders: [{ client_order_id: id, quantity: '15', limit_price: last.minus(9).toFixed(2) }],
    });
    const order = kit.broker.core.order(MARGIN, id);
    expect([order?.quantity, order?.limit_price]).toEqual(['15', last.minus(9).toString()]);
    expect(kit.scenes(id)).toEqual(['MODIFY_SUCCESS']);
  });

  it('refuses to replace or cancel an order that has filled, and tells the event stream', async () => {
    const kit = createBrokerKit();
    const body = kit.order({});
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    const replace = await refusal(() =>
      kit.replace({ account_id: MARGIN, modify_orders: [{ client_order_id: id, quantity: '20' }] }),
    );
    expect([replace.status, replace.message]).toEqual([
      417,
      `Parameter error, modify_orders[0].client_order_id: order ${id} is FILLED and cannot be replaced.`,
    ]);
    const cancel = await refusal(() => kit.cancel({ account_id: MARGIN, client_order_id: id }));
    expect(cancel.status).toBe(417);
    expect(kit.scenes(id)).toEqual(['FINAL_FILLED', 'MODIFY_FAILED', 'CANCEL_FAILED']);
  });

  it('cancels a working order once', async () => {
    const kit = createBrokerKit();
    const body = kit.order({ order_type: 'LIMIT', limit_price: '1.00' });
    const id = String(body.new_orders[0]?.client_order_id);
    await kit.place(body);
    await kit.cancel({ account_id: MARGIN, client_order_id: id });
    expect(statusOf(kit, id)).toBe('CANCELLED');
    expect((await refusal(() => kit.cancel({ account_id: MARGIN, client_order_id: id }))).status).toBe(417);
  });
});

describe('protecting a held position', () => {
  it('takes a take-profit and a stop-loss on the same shares in a cash account', async () => {
    const kit = createBrokerKit();
    await kit.place({ ...kit.order({ symbol: 'KO', quantity: '10' }), account_id: CASH });
    const last = new Decimal(kit.market.snapshot('KO', kit.now()).price);
    await kit.place({
      account_id: CASH,
      new_orders: [
        leg({
          client_order_id: 'p-tp',
          symbol: 'KO',
          combo_type: 'STOP_PROFIT',
          side: 'SELL',
          order_type: 'LIMIT',
          limit_price: last.plus(3).toFixed(2),
        }),
        leg({
          client_order_id: 'p-sl',
          symbol: 'KO',
          combo_type: 'STOP_LOSS',
          side: 'SELL',
          order_type: 'STOP_LOSS',
          stop_price: last.minus(3).toFixed(2),
        }),
      ],
    });
    const statuses = ['p-tp', 'p-sl'].map((id) => kit.broker.core.order(CASH, id)?.status);
    expect(statuses).toEqual(['SUBMITTED', 'SUBMITTED']);
  });
});
