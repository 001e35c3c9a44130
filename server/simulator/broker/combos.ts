import { illegalParameter } from '../http/api-error';
import { refuse } from './order-fields';
import type { ComboType, OrderSpec } from './order-model';

/** The shapes a place request can have (docs/protocol.md#combos). */
export type ComboKind = 'NORMAL' | 'BRACKET' | 'OTO' | 'OCO' | 'OTOCO';

/** Most children of an OTO or OTOCO master, and most orders of an OCO set. */
export const MAX_COMBO_CHILDREN = 6;

const count = (specs: readonly OrderSpec[], type: ComboType) => specs.filter((s) => s.combo_type === type).length;

function only(specs: readonly OrderSpec[], allowed: readonly ComboType[]): boolean {
  return specs.every((s) => allowed.includes(s.combo_type));
}

/**
 * Checks the combo rules of a place request and names its shape: one NORMAL order; a take-profit
 * / stop-loss bracket (MASTER of MARKET or LIMIT, at most one STOP_PROFIT LIMIT and one STOP_LOSS
 * STOP_LOSS on the same symbol and the other side; without a MASTER it closes a held position);
 * OTO (a MASTER and 1-6 OTO); OCO (2-6 OCO); OTOCO (a MASTER and 1-6 OTOCO).
 */
export function comboKindOf(specs: readonly OrderSpec[]): ComboKind {
  if (specs.length === 0) throw illegalParameter('new_orders', 'must hold at least one order');
  const masters = specs.filter((s) => s.combo_type === 'MASTER');
  const master = masters[0];
  if (masters.length > 1) throw refuse('new_orders', 'a combo has one MASTER order');
  if (only(specs, ['NORMAL'])) {
    if (specs.length > 1) throw refuse('new_orders', 'place one NORMAL order per request (batch-place takes several)');
    return 'NORMAL';
  }
  if (count(specs, 'NORMAL') > 0) throw refuse('new_orders', 'NORMAL orders cannot be part of a combo');
  if (master !== undefined && master.order_type !== 'MARKET' && master.order_type !== 'LIMIT')
    throw refuse('new_orders.MASTER.order_type', 'a MASTER order is MARKET or LIMIT');
  const children = specs.filter((s) => s !== master);
  if (children.length === 0) throw refuse('new_orders', 'a MASTER order needs at least one child order');

  if (only(specs, ['MASTER', 'STOP_PROFIT', 'STOP_LOSS'])) {
    checkBracket(specs, master);
    return 'BRACKET';
  }
  if (only(specs, ['MASTER', 'OTO'])) {
    if (master === undefined) throw refuse('new_orders', 'OTO orders need a MASTER order');
    if (children.length > MAX_COMBO_CHILDREN)
      throw refuse('new_orders', `at most ${String(MAX_COMBO_CHILDREN)} OTO orders`);
    return 'OTO';
  }
  if (only(specs, ['OCO'])) {
    if (specs.length < 2 || specs.length > MAX_COMBO_CHILDREN)
      throw refuse('new_orders', `an OCO set has 2 to ${String(MAX_COMBO_CHILDREN)} orders`);
    return 'OCO';
  }
  if (only(specs, ['MASTER', 'OTOCO'])) {
    if (master === undefined) throw refuse('new_orders', 'OTOCO orders need a MASTER order');
    if (children.length > MAX_COMBO_CHILDREN)
      throw refuse('new_orders', `at most ${String(MAX_COMBO_CHILDREN)} OTOCO orders`);
    return 'OTOCO';
  }
  throw refuse('new_orders', 'these combo types cannot be mixed in one request');
}

function checkBracket(specs: readonly OrderSpec[], master: OrderSpec | undefined): void {
  if (count(specs, 'STOP_PROFIT') > 1 || count(specs, 'STOP_LOSS') > 1)
    throw refuse('new_orders', 'a bracket has at most one STOP_PROFIT and one STOP_LOSS order');
  for (const spec of specs) {
    if (spec.combo_type === 'STOP_PROFIT' && spec.order_type !== 'LIMIT')
      throw refuse('new_orders.STOP_PROFIT.order_type', 'a STOP_PROFIT order is a LIMIT order');
    if (spec.combo_type === 'STOP_LOSS' && spec.order_type !== 'STOP_LOSS')
      throw refuse('new_orders.STOP_LOSS.order_type', 'a STOP_LOSS order is a STOP_LOSS order');
    if (master !== undefined && spec !== master && spec.symbol !== master.symbol)
      throw refuse(`new_orders.${spec.combo_type}.symbol`, "bracket orders are on the MASTER order's symbol");
    const closingSide = master === undefined ? 'SELL' : master.side === 'BUY' ? 'SELL' : 'BUY';
    if (spec !== master && spec.side !== closingSide)
      throw refuse(`new_orders.${spec.combo_type}.side`, `must be ${closingSide} to close the position`);
  }
}
