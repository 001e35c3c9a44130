import { expect, test } from 'vitest';
import { z } from 'zod';
import { seedForeignOrder } from './foreign-orders';
import { brokerRecordsSchema } from './stored-records';
import { createBrokerKit, MARGIN } from './testing/broker-kit';
import { refusal } from './testing/refusal';

const optionLeg = (clientOrderId: string) => ({
  client_order_id: clientOrderId,
  combo_type: 'NORMAL',
  instrument_type: 'OPTION',
  symbol: 'AAPL',
  side: 'SELL_SHORT',
  order_type: 'STOP_LOSS_LIMIT_OPTION',
  status: 'PENDING_REVIEW',
  time_in_force: 'DAY',
  total_quantity: '2',
});

const pageSchema = z.object({
  data: z.array(
    z.object({ client_order_id: z.string().optional(), orders: z.array(z.record(z.string(), z.unknown())) }),
  ),
});
const groupsOf = (answer: unknown) => pageSchema.parse(answer).data;

/** A broker holding two seeded option legs: `opt1` working, `opt2` finished (EXPIRED_BY_BROKER). */
function kitWithTwoLegs() {
  const kit = createBrokerKit();
  seedForeignOrder(kit.broker.core, { account_id: MARGIN, record: optionLeg('opt1') }, kit.now());
  seedForeignOrder(
    kit.broker.core,
    { account_id: MARGIN, record: { ...optionLeg('opt2'), status: 'EXPIRED_BY_BROKER' }, working: false },
    kit.now(),
  );
  return kit;
}

test('a seeded record is listed as given, open while working, with an order id and place time filled in', () => {
  const kit = kitWithTwoLegs();
  const open = groupsOf(kit.broker.openOrders({ account_id: MARGIN }, 'gen3'));
  expect(open.map((g) => g.client_order_id)).toEqual(['opt1']);
  const [listed] = open[0]?.orders ?? [];
  expect(listed).toEqual({ ...optionLeg('opt1'), order_id: listed?.order_id, place_time: String(kit.now()) });
  expect(listed?.order_id).toMatch(/^SIMORD/);
  const history = groupsOf(kit.broker.history({ account_id: MARGIN }, 'gen3'));
  expect(history.map((g) => g.client_order_id).sort()).toEqual(['opt1', 'opt2']);
  expect(kit.broker.detail({ account_id: MARGIN, client_order_id: 'opt2' })).toMatchObject({
    client_order_id: 'opt2',
    orders: [{ status: 'EXPIRED_BY_BROKER' }],
  });
});

test('a working seeded record is cancelled like any order; a finished one is refused in the broker words', async () => {
  const kit = kitWithTwoLegs();
  await kit.cancel({ account_id: MARGIN, client_order_id: 'opt1' });
  expect(kit.scenes('opt1')).toEqual(['CANCEL_SUCCESS']);
  expect(groupsOf(kit.broker.openOrders({ account_id: MARGIN }, 'gen3'))).toEqual([]);
  expect(kit.broker.detail({ account_id: MARGIN, client_order_id: 'opt1' })).toMatchObject({
    orders: [{ status: 'CANCELLED' }],
  });

  const refused = await refusal(() => kit.cancel({ account_id: MARGIN, client_order_id: 'opt2' }));
  expect([refused.status, refused.code, refused.message]).toEqual([
    417,
    'INVALID_PARAMETER',
    'Parameter error, client_order_id: order opt2 is EXPIRED_BY_BROKER and cannot be cancelled.',
  ]);
  expect(kit.scenes('opt2')).toEqual(['CANCEL_FAILED']);
});

test('a seeded record takes its client order id: neither a second seed nor a place may reuse it', async () => {
  const kit = createBrokerKit();
  seedForeignOrder(kit.broker.core, { account_id: MARGIN, record: optionLeg('opt1') }, kit.now());
  expect(() => seedForeignOrder(kit.broker.core, { account_id: MARGIN, record: optionLeg('opt1') }, kit.now())).toThrow(
    'opt1 is already used in this account',
  );
  const refused = await refusal(() =>
    kit.place(kit.order({ client_order_id: 'opt1', side: 'BUY', order_type: 'MARKET' })),
  );
  expect(refused.message).toBe('Parameter error, client_order_id: opt1 is already used in this account.');
});

test('a state file written before seeded records existed still loads', () => {
  expect(brokerRecordsSchema.parse({ next_id: 3, orders: [], executions: [] }).foreign_orders).toEqual([]);
});
