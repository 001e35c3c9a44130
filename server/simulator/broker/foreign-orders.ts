import { randomUUID } from 'node:crypto';
import type { BrokerCore } from './broker-core';
import { refuse } from './order-fields';
import type { ForeignOrder } from './stored-records';

/** What the control surface seeds: one order record as the live service could list it. */
export interface ForeignSeed {
  account_id: string;
  /** The record's fields; `order_id` and `place_time` are filled in when absent (null: none). */
  record: Record<string, unknown>;
  /** Listed among the open orders; by default while its status is not a final one. */
  working?: boolean | undefined;
  client_combo_order_id?: string | undefined;
  /** The group's `combo_type`; by default the record's own, else NORMAL. */
  group_combo_type?: string | undefined;
}

const FINAL = new Set(['FILLED', 'CANCELLED', 'FAILED']);

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

export function findForeign(core: BrokerCore, accountId: string, clientOrderId: string): ForeignOrder | undefined {
  return core.records().foreign_orders.find((f) => f.account_id === accountId && f.client_order_id === clientOrderId);
}

/**
 * Adds a record the paper broker lists but does not work (docs/protocol.md#the-order-record):
 * its client order id must be new to the account, as for any order.
 */
export function seedForeignOrder(core: BrokerCore, seed: ForeignSeed, nowMs: number): ForeignOrder {
  core.account(seed.account_id);
  const record = { ...seed.record };
  const clientOrderId = textOf(record.client_order_id);
  if (
    clientOrderId !== undefined &&
    (core.order(seed.account_id, clientOrderId) !== undefined ||
      findForeign(core, seed.account_id, clientOrderId) !== undefined)
  )
    throw refuse('client_order_id', `${clientOrderId} is already used in this account`);
  if (record.order_id === undefined) record.order_id = core.nextId('SIMORD');
  if (record.order_id === null) delete record.order_id;
  if (record.place_time === undefined) record.place_time = String(nowMs);
  const status = textOf(record.status);
  const foreign: ForeignOrder = {
    account_id: seed.account_id,
    ...(clientOrderId === undefined ? {} : { client_order_id: clientOrderId }),
    ...(textOf(record.order_id) === undefined ? {} : { order_id: textOf(record.order_id) }),
    ...(seed.client_combo_order_id === undefined ? {} : { client_combo_order_id: seed.client_combo_order_id }),
    group_combo_type: seed.group_combo_type ?? textOf(record.combo_type) ?? 'NORMAL',
    place_time: Number(textOf(record.place_time) ?? nowMs) || nowMs,
    working: seed.working ?? (status === undefined || !FINAL.has(status)),
    record,
  };
  core.records().foreign_orders.push(foreign);
  return foreign;
}

/** The record's group as the order lists and the detail give it. */
export function foreignGroupView(foreign: ForeignOrder) {
  return {
    ...(foreign.client_order_id === undefined ? {} : { client_order_id: foreign.client_order_id }),
    ...(foreign.client_combo_order_id === undefined ? {} : { client_combo_order_id: foreign.client_combo_order_id }),
    combo_type: foreign.group_combo_type,
    orders: [foreign.record],
  };
}

/** A cancel of a seeded record: a working one ends CANCELLED with CANCEL_SUCCESS, as any order. */
export function cancelForeign(core: BrokerCore, foreign: ForeignOrder): { client_order_id: string; order_id: string } {
  const id = foreign.client_order_id ?? '';
  if (!foreign.working) {
    emitForeign(core, foreign, 'CANCEL_FAILED');
    throw refuse(
      'client_order_id',
      `order ${id} is ${textOf(foreign.record.status) ?? 'final'} and cannot be cancelled`,
    );
  }
  foreign.working = false;
  foreign.record.status = 'CANCELLED';
  emitForeign(core, foreign, 'CANCEL_SUCCESS');
  return { client_order_id: id, order_id: foreign.order_id ?? '' };
}

function emitForeign(core: BrokerCore, foreign: ForeignOrder, scene: 'CANCEL_SUCCESS' | 'CANCEL_FAILED'): void {
  core.eventCount += 1;
  const r = foreign.record;
  const field = (name: string) => textOf(r[name]) ?? '';
  core.events.publish({
    accountId: foreign.account_id,
    payload: {
      request_id: randomUUID().replaceAll('-', ''),
      account_id: foreign.account_id,
      order_id: foreign.order_id ?? '',
      client_order_id: foreign.client_order_id ?? '',
      instrument_id: field('instrument_id'),
      order_status: field('status'),
      symbol: field('symbol'),
      qty: field('total_quantity'),
      filled_price: field('filled_price'),
      filled_qty: field('filled_quantity') || '0',
      filled_time: '',
      side: field('side'),
      scene_type: scene,
      category: field('category'),
      order_type: field('order_type'),
    },
  });
}
