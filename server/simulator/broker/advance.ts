import type { SimTick } from '../market/types';
import type { BrokerCore } from './broker-core';
import { cancelOrder } from './cancel-order';
import { workOrder } from './work-order';

/** At most this many prints per symbol are read in one step; a longer jump of the clock reads the newest. */
export const MAX_PRINTS_PER_STEP = 3600;
/** Prints read past the seconds elapsed, for control-published ones; doubled until the cursor is reached. */
const FIRST_ROOM = 4;
/** How many prints a new cursor looks at to count those sharing the newest one's time. */
const SAME_SECOND_ROOM = 64;

/**
 * Prints of `symbol` after the cursor up to `nowMs`, oldest first. The window starts small (one
 * print a second plus a little room) and doubles until it reaches back past the cursor, so an
 * idle symbol costs a few prints per step while a burst of published trades is never missed.
 */
export function printsSince(core: BrokerCore, symbol: string, nowMs: number): SimTick[] {
  const cursor = core.cursors.get(symbol);
  if (cursor === undefined || nowMs < cursor.time) return [];
  const seconds = Math.floor(nowMs / 1000) - Math.floor(cursor.time / 1000);
  let count = Math.min(MAX_PRINTS_PER_STEP, seconds + cursor.seenAtTime + FIRST_ROOM);
  let newestFirst = core.market.ticks(symbol, nowMs, count);
  while (
    count < MAX_PRINTS_PER_STEP &&
    newestFirst.length === count &&
    (newestFirst.at(-1)?.time ?? -Infinity) >= cursor.time
  ) {
    count = Math.min(MAX_PRINTS_PER_STEP, count * 2);
    newestFirst = core.market.ticks(symbol, nowMs, count);
  }
  const oldestFirst = newestFirst.reverse();
  let skip = cursor.seenAtTime;
  return oldestFirst.filter((tick) => {
    if (tick.time < cursor.time) return false;
    if (tick.time > cursor.time) return true;
    if (skip > 0) {
      skip -= 1;
      return false;
    }
    return true;
  });
}

/** Moves the cursor past `prints` (or to the newest print at `nowMs` when there are none yet). */
export function moveCursor(core: BrokerCore, symbol: string, prints: readonly SimTick[], nowMs: number): void {
  const last = prints.at(-1);
  const cursor = core.cursors.get(symbol);
  if (last === undefined) {
    if (cursor === undefined) {
      const tape = core.market.ticks(symbol, nowMs, SAME_SECOND_ROOM);
      const newest = tape[0]?.time ?? nowMs;
      core.cursors.set(symbol, { time: newest, seenAtTime: tape.filter((t) => t.time === newest).length });
    }
    return;
  }
  const atLast = prints.filter((t) => t.time === last.time).length;
  const carried = cursor !== undefined && cursor.time === last.time ? cursor.seenAtTime : 0;
  core.cursors.set(symbol, { time: last.time, seenAtTime: carried + atLast });
}

/**
 * Offers every print of `symbol` since the last step, oldest first, to the symbol's working
 * orders in placement order, then cancels those whose time ran out with no print to see it.
 */
export function advanceSymbol(core: BrokerCore, symbol: string, nowMs: number): void {
  const prints = printsSince(core, symbol, nowMs);
  for (const print of prints) {
    for (const order of [...core.working(symbol)]) workOrder(core, order, print, true);
  }
  moveCursor(core, symbol, prints, nowMs);
  for (const order of [...core.working(symbol)]) {
    if (nowMs >= order.expire_at) cancelOrder(core, order, `expired (${order.time_in_force})`);
  }
}

/**
 * Brings a symbol up to `nowMs` before an order of it is placed or changed: its working orders
 * see every print up to now first, and a symbol with none starts reading from now, so a new
 * order never fills against prints from before it existed.
 */
export function catchUp(core: BrokerCore, symbol: string, nowMs: number): void {
  if (core.working(symbol).length === 0) {
    core.cursors.delete(symbol);
    moveCursor(core, symbol, [], nowMs);
    return;
  }
  advanceSymbol(core, symbol, nowMs);
}

/**
 * One step of the market for every symbol with working orders. Deterministic for a seed, a market
 * clock and the orders. Within a market second the model prints nothing new, so a step that is
 * not `forced` (a trade was published) and finds the market already brought up to this second
 * does nothing: many requests in one second cost one pass over the symbols.
 */
export function advanceMarket(core: BrokerCore, nowMs: number, forced: boolean): void {
  const second = Math.floor(nowMs / 1000);
  if (!forced && core.advancedSecond === second) return;
  for (const symbol of core.workingSymbols()) advanceSymbol(core, symbol, nowMs);
  core.advancedSecond = second;
}
