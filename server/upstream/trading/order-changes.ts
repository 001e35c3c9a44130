import { z } from 'zod';
import {
  OPEN_STATUSES,
  type OrderDraft,
  type OrderPreview,
  type ReplaceOrder,
  type TradingOrder,
} from '@contracts/orders';
import type { OrderJournal } from '@server/store/order-journal';
import type { UpstreamClient } from '../client/http-client';
import type { OperationName } from '../client/operations';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { draftOrders } from './draft-orders';
import { toPlaceBody, toReplaceBody } from './order-body';
import type { OrderReads } from './order-reads';
import { upstreamDecimal } from './order-records';
import { OrderRefusal, toOrderRefusal } from './order-refusal';
import { stepKey, type OrderTracker } from './order-tracker';

const money = upstreamDecimal.transform((v) => v ?? '0');
const previewAnswerSchema = z.object({
  estimated_cost: money,
  estimated_transaction_fee: money,
  currency: z.string().optional(),
  estimated_transaction_fee_detail: z
    .object({
      commission: z.object({ actual_commission: money }).optional().nullable(),
      fees: z
        .array(z.object({ type: z.string(), actual_value: money }))
        .optional()
        .nullable(),
    })
    .optional()
    .nullable(),
});

export interface ChangeDeps {
  client: UpstreamClient;
  scheduler: Scheduler;
  reads: OrderReads;
  tracker: OrderTracker;
  journal: OrderJournal;
  clock: Clock;
}

/**
 * A cancel names the order by its client id; a record that has none (docs/protocol.md#the-order-record)
 * cannot be named, and a guess could name another order.
 */
function refuseUnnamed(order: TradingOrder): void {
  if (order.unnamed === true)
    throw new OrderRefusal(
      409,
      'ORDER_WITHOUT_CLIENT_ID',
      `The broker's record of order ${order.order_id ?? order.client_order_id} has no client order id, so it cannot be cancelled from here: cancel it where it was placed.`,
    );
}

/** Preview, replace and cancel (docs/protocol.md#operations); writes are never retried. */
export function createOrderChanges(deps: ChangeDeps) {
  async function write(operation: OperationName, body: Record<string, unknown>, action: string): Promise<void> {
    try {
      await deps.scheduler.run({ group: 'order-write', priority: 'order' }, () =>
        deps.client.call(operation, { body }),
      );
    } catch (error) {
      throw toOrderRefusal(error, action) ?? error;
    }
  }

  async function known(accountId: string, clientOrderId: string): Promise<TradingOrder> {
    const stored = await deps.tracker.current(accountId, clientOrderId);
    if (stored !== undefined) return stored;
    const fetched = (await deps.reads.detail(accountId, clientOrderId, 'order'))?.find(
      (o) => o.client_order_id === clientOrderId,
    );
    if (fetched === undefined)
      throw new OrderRefusal(404, 'UNKNOWN_ORDER', `No order ${clientOrderId} in this account.`);
    await deps.tracker.save(fetched);
    return fetched;
  }

  return {
    async preview(draft: OrderDraft): Promise<OrderPreview> {
      let answer: unknown;
      try {
        answer = await deps.scheduler.run({ group: 'order-preview', priority: 'order' }, () =>
          deps.client.call('orders:preview', { body: toPlaceBody(draft) }),
        );
      } catch (error) {
        throw toOrderRefusal(error, 'placed') ?? error;
      }
      const p = parseUpstream(previewAnswerSchema, answer, 'order preview');
      const detail = p.estimated_transaction_fee_detail;
      // The review is the first step of the order's life; a second review of the same id is the same step.
      const [order] = draftOrders(draft, 'SENDING', deps.clock.now());
      if (order === undefined) throw new Error('a draft makes at least one order');
      const reviewed = await deps.tracker.prepare(
        order,
        { kind: 'reviewed', detail: `Estimated cost ${p.estimated_cost}, fees ${p.estimated_transaction_fee}.` },
        stepKey(order, 'reviewed'),
        { announce: false },
      );
      // The intent is journaled with its review, so the place that follows has no disk sync of
      // its own before it sends (docs/trading.md#placing-an-order).
      await deps.journal.recordReview(
        { account_id: draft.account_id, draft, created_at: reviewed.step.event.at },
        reviewed.step,
      );
      reviewed.written();
      return {
        estimated_cost: p.estimated_cost,
        estimated_fee: p.estimated_transaction_fee,
        commission: detail?.commission?.actual_commission ?? '0',
        fees: (detail?.fees ?? []).map((f) => ({ type: f.type, amount: f.actual_value })),
        currency: p.currency ?? 'USD',
      };
    },

    async replace(clientOrderId: string, change: ReplaceOrder): Promise<TradingOrder> {
      const order = await known(change.account_id, clientOrderId);
      // Its terms are ones the BFF does not model: a change could not be sent as the trader reads it.
      if (order.raw !== undefined)
        throw new OrderRefusal(
          409,
          'ORDER_NOT_MODELLED',
          `Order ${clientOrderId} is of a kind this dashboard does not handle: change it where it was placed, or cancel it here.`,
        );
      const asked = Object.entries(change)
        .filter(([name]) => name !== 'account_id')
        .map(([name, value]) => `${name.replace(/_/g, ' ')} ${value}`)
        .join(', ');
      await deps.tracker.record(
        order,
        { kind: 'modify_requested', detail: asked },
        stepKey(order, 'modify', String(deps.clock.now())),
      );
      await write('orders:replace', toReplaceBody(clientOrderId, change), 'changed');
      // The event stream says whether it took effect (MODIFY_SUCCESS / MODIFY_FAILED).
      return order;
    },

    async cancel(accountId: string, clientOrderId: string): Promise<TradingOrder> {
      const order = await known(accountId, clientOrderId);
      refuseUnnamed(order);
      await deps.tracker.record(
        order,
        { kind: 'cancel_requested' },
        stepKey(order, 'cancel', String(deps.clock.now())),
      );
      await write('orders:cancel', { account_id: accountId, client_order_id: clientOrderId }, 'cancelled');
      return order;
    },

    /**
     * Every open order of the account, one cancel each; a refusal of one does not stop the rest.
     * An order in a status the BFF does not know is listed as open by the broker, so it is tried
     * too (docs/decisions/0095-order-records-parsed-one-by-one.md).
     */
    async cancelAll(accountId: string) {
      const open = await deps.reads.openOrders(accountId, 'order');
      const targets = open.filter(
        // A bracket's waiting children go with their master; working ones are cancelled like any order.
        (o) =>
          OPEN_STATUSES.includes(o.status) && !(o.status === 'PENDING' && o.role !== 'NORMAL' && o.role !== 'MASTER'),
      );
      const cancelled: string[] = [];
      const failed: { client_order_id: string; message: string }[] = [];
      for (const order of targets) {
        try {
          refuseUnnamed(order);
          await deps.tracker.save(order);
          await this.cancel(accountId, order.client_order_id);
          cancelled.push(order.client_order_id);
        } catch (error) {
          failed.push({
            client_order_id: order.client_order_id,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return { cancelled, failed };
    },
  };
}
