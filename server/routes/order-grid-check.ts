import type { InstrumentTrading } from '@contracts/instruments';
import {
  draftGridIssues,
  needsFractionRule,
  replaceGridIssues,
  type GridInstrument,
  type GridIssue,
} from '@market/order-grid';
import type { OrderDraft, ReplaceOrder } from '@contracts/orders';
import { ApiError } from '@server/shared/api-error';

export type InstrumentLookup = (symbol: string) => Promise<InstrumentTrading | null>;

/** A 400 naming each field off the grid in the ticket's words; nothing when all are on it. */
function refuseOffGrid(issues: readonly GridIssue[]): void {
  if (issues.length === 0) return;
  throw new ApiError(400, 'INVALID_REQUEST', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
}

/**
 * The instrument's whole-share rule, read only for a fraction or an amount (the answer is cached
 * for minutes). When it cannot be read the broker stays the judge of that one rule: a lookup
 * failing must not stop an order the broker would take.
 */
async function fractionFacts(draft: OrderDraft, lookUp: InstrumentLookup): Promise<GridInstrument> {
  if (!needsFractionRule(draft)) return undefined;
  try {
    const found = await lookUp(draft.symbol);
    return found === null ? undefined : { symbol: draft.symbol, fractionable: found.fractionable };
  } catch {
    return undefined;
  }
}

/**
 * Holds a draft to the broker's grid before the broker is asked (docs/trading.md#the-grid-checked-twice),
 * with the rule and words the ticket uses (`src/market/order-grid.ts`).
 */
export async function checkDraftGrid(draft: OrderDraft, lookUp: InstrumentLookup): Promise<void> {
  refuseOffGrid(draftGridIssues(draft, await fractionFacts(draft, lookUp)));
}

/** Holds a replace's new terms to the grid likewise. */
export function checkReplaceGrid(change: ReplaceOrder): void {
  refuseOffGrid(replaceGridIssues(change));
}
