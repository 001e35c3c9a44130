import { illegalParameter } from '../http/api-error';
import { parseIntegerParam } from '../http/param-parsers';
import { refuseOtherPaging } from '../http/paging-spelling';
import { decodeOrderPageKey, encodeOrderPageKey, type OrderCursor, type OrderWindow } from './order-page-key';
import { isFinal, type BrokerCore } from './broker-core';
import { refuse } from './order-fields';
import { executionView, groupView } from './order-views';
import { findForeign, foreignGroupView } from './foreign-orders';
import type { ForeignOrder, StoredOrder } from './stored-records';

type Params = Readonly<Record<string, string>>;
type Generation = 'gen2' | 'gen3';

const DAY_MS = 86_400_000;
/** History looks back 7 days unless told otherwise, and never more than about six months. */
export const HISTORY_DEFAULT_DAYS = 7;
export const HISTORY_MAX_DAYS = 183;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function requireAccount(core: BrokerCore, params: Params): string {
  const accountId = params.account_id?.trim();
  if (accountId === undefined || accountId === '') throw illegalParameter('account_id', 'is required');
  core.account(accountId);
  return accountId;
}

/** One group of a list: where it stands, the ids that name it, and its view. */
interface ListedGroup {
  cursor: OrderCursor;
  ids: string[];
  view: (withCosts: boolean) => unknown;
}

/**
 * The account's orders as groups (a combo's orders together), newest first, the records it lists
 * without working them (./foreign-orders.ts) among them.
 */
function groupsOf(
  core: BrokerCore,
  accountId: string,
  keep: (o: StoredOrder) => boolean,
  keepForeign: (f: ForeignOrder) => boolean,
): ListedGroup[] {
  const groups = new Map<string, StoredOrder[]>();
  for (const order of core.records().orders) {
    if (order.account_id !== accountId) continue;
    const key = order.combo_type === 'NORMAL' ? order.order_id : order.combo_order_id;
    const list = groups.get(key) ?? [];
    list.push(order);
    groups.set(key, list);
  }
  const listed: ListedGroup[] = [...groups.values()]
    .filter((orders) => orders.some(keep))
    .map((orders) => ({
      cursor: { t: orders[0]?.place_time ?? 0, id: orders[0]?.order_id ?? '' },
      ids: orders.flatMap((o) => [o.client_order_id, o.order_id]),
      view: (withCosts) => groupView(orders, withCosts),
    }));
  for (const foreign of core.records().foreign_orders) {
    if (foreign.account_id !== accountId || !keepForeign(foreign)) continue;
    listed.push({
      cursor: { t: foreign.place_time, id: foreign.order_id ?? '' },
      ids: [foreign.client_order_id, foreign.order_id].filter((id) => id !== undefined),
      view: () => foreignGroupView(foreign),
    });
  }
  return listed.sort((a, b) => newestFirst(a.cursor, b.cursor));
}

function newestFirst(a: OrderCursor, b: OrderCursor): number {
  return b.t - a.t || b.id.localeCompare(a.id);
}

/**
 * One page in the generation's own way: gen 3 an opaque `pagination_key` (a cursor, see
 * order-page-key.ts); gen 2 `page_size` after `last_client_order_id`.
 */
function page(
  groups: ListedGroup[],
  params: Params,
  generation: Generation,
  list: { scope: string; cursor?: OrderCursor; window?: OrderWindow },
) {
  // page_size is taken on both; the cursor words are each generation's own (docs/protocol.md#paged-lists).
  refuseOtherPaging({ generation, params }, ['last_client_order_id', 'last_order_id']);
  const size = parseIntegerParam('page_size', params.page_size, { min: 1, max: 100, fallback: 10 });
  if (generation === 'gen3') {
    const { cursor } = list;
    const start = cursor === undefined ? 0 : groups.findIndex((g) => newestFirst(cursor, g.cursor) < 0);
    const rows = start === -1 ? [] : groups.slice(start, start + size);
    const last = rows.at(-1);
    const more = start !== -1 && start + size < groups.length && last !== undefined;
    return {
      data: rows.map((g) => g.view(false)),
      ...(more ? { pagination_key: encodeOrderPageKey(list.scope, last.cursor, list.window) } : {}),
    };
  }
  const after = params.last_client_order_id ?? params.last_order_id;
  let start = 0;
  if (after !== undefined && after !== '') {
    const index = groups.findIndex((g) => g.ids.includes(after));
    if (index === -1)
      throw illegalParameter(
        params.last_client_order_id === undefined ? 'last_order_id' : 'last_client_order_id',
        `${after} is not in this list`,
      );
    start = index + 1;
  }
  return groups.slice(start, start + size).map((g) => g.view(false));
}

export function openOrders(core: BrokerCore, params: Params, generation: Generation) {
  const accountId = requireAccount(core, params);
  const scope = `open|${accountId}`;
  const key = keyOf(scope, params, generation);
  return page(
    groupsOf(
      core,
      accountId,
      (o) => !isFinal(o),
      (f) => f.working,
    ),
    params,
    generation,
    { scope, ...(key === undefined ? {} : { cursor: key.cursor }) },
  );
}

/** The gen-3 key a call brings, checked against the list it asks for; none on a first page. */
function keyOf(scope: string, params: Params, generation: Generation) {
  const key = params.pagination_key;
  if (generation !== 'gen3' || key === undefined || key === '') return undefined;
  return decodeOrderPageKey(scope, key);
}

function timeParam(name: string, value: string | undefined, pattern: RegExp, endOfDay: boolean): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!pattern.test(value))
    throw illegalParameter(name, pattern === DATE ? 'must be yyyy-MM-dd' : "must be yyyy-MM-dd'T'HH:mm:ss.SSS'Z'");
  const ms = Date.parse(pattern === DATE ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(ms)) throw illegalParameter(name, 'is not a real date');
  return endOfDay ? ms + DAY_MS - 1 : ms;
}

/** The history window: gen 3 `start_time`/`end_time`, gen 2 `start_date`/`end_date` (whole UTC days). */
function historyWindow(params: Params, generation: Generation, nowMs: number): { from: number; to: number } {
  const [startName, endName, pattern] =
    generation === 'gen3' ? (['start_time', 'end_time', ISO_MS] as const) : (['start_date', 'end_date', DATE] as const);
  const to = timeParam(endName, params[endName], pattern, generation === 'gen2') ?? nowMs;
  const from = timeParam(startName, params[startName], pattern, false) ?? to - HISTORY_DEFAULT_DAYS * DAY_MS;
  if (from > to) throw illegalParameter(startName, `must not be after ${endName}`);
  if (from < nowMs - HISTORY_MAX_DAYS * DAY_MS)
    throw illegalParameter(startName, `looks back at most ${String(HISTORY_MAX_DAYS)} days`);
  return { from, to };
}

export function orderHistory(core: BrokerCore, params: Params, generation: Generation, nowMs: number) {
  const accountId = requireAccount(core, params);
  // The scope names what the caller chose, not the default window's moving end: the next page
  // is asked moments later, and takes the first page's window from its key.
  const scope = `history|${accountId}|${params.start_time ?? ''}|${params.end_time ?? ''}`;
  const key = keyOf(scope, params, generation);
  const window = key?.window ?? historyWindow(params, generation, nowMs);
  const inWindow = (t: number) => t >= window.from && t <= window.to;
  const groups = groupsOf(
    core,
    accountId,
    (o) => inWindow(o.place_time),
    (f) => inWindow(f.place_time),
  );
  return page(groups, params, generation, { scope, window, ...(key === undefined ? {} : { cursor: key.cursor }) });
}

export function orderDetail(core: BrokerCore, params: Params) {
  const accountId = requireAccount(core, params);
  const clientOrderId = params.client_order_id?.trim();
  if (clientOrderId === undefined || clientOrderId === '') throw illegalParameter('client_order_id', 'is required');
  const order = core.order(accountId, clientOrderId);
  const foreign = order === undefined ? findForeign(core, accountId, clientOrderId) : undefined;
  if (foreign !== undefined) return foreignGroupView(foreign);
  if (order === undefined) throw refuse('client_order_id', `no order ${clientOrderId} in account ${accountId}`);
  const group =
    order.combo_type === 'NORMAL'
      ? [order]
      : core.records().orders.filter((o) => o.account_id === accountId && o.combo_order_id === order.combo_order_id);
  return groupView(group, true);
}

/** Executions, newest first, `page_size` (default 20) after `last_execution_id`. */
export function executions(core: BrokerCore, params: Params, nowMs: number) {
  const accountId = requireAccount(core, params);
  const size = parseIntegerParam('page_size', params.page_size, { min: 1, max: 100, fallback: 20 });
  const { from, to } = historyWindow(params, 'gen3', nowMs);
  const clientOrderId = params.client_order_id?.trim();
  const all = core
    .records()
    .executions.filter(
      (e) =>
        e.account_id === accountId &&
        e.execution_time >= from &&
        e.execution_time <= to &&
        (clientOrderId === undefined || clientOrderId === '' || e.client_order_id === clientOrderId),
    )
    .reverse();
  let start = 0;
  const after = params.last_execution_id;
  if (after !== undefined && after !== '') {
    const index = all.findIndex((e) => e.execution_id === after);
    if (index === -1) throw illegalParameter('last_execution_id', `${after} is not in this list`);
    start = index + 1;
  }
  return all.slice(start, start + size).map((e) => executionView(e, core.order(accountId, e.client_order_id)));
}
