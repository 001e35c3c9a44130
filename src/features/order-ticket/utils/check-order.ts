import type { InstrumentTrading } from '@contracts/instruments';
import type { UsCalendarSession } from '@market/calendar';
import type { MarketMoment } from '@market/openings';
import { brokerRuleIssues } from './broker-rules';
import { estimateOrder, referencePrice, type AccountFacts, type Estimate } from './estimate-order';
import type { Issue, TicketField } from './issues';
import { isRiskReducing, positionIssues } from './position-rules';
import { bracketPriceIssues, fatFingerIssues } from './price-sanity';
import { readForm, type ParsedOrder } from './read-form';
import { sessionTimeIssues } from './session-rules';
import type { TicketForm } from './ticket-form';
import type { TicketQuote } from './ticket-quote';

/** Everything the checks read besides the form; parts are undefined while they load. */
export type TicketContext = {
  quote: TicketQuote;
  account: AccountFacts;
  instrument: InstrumentTrading | undefined;
  /** The session the broker's market is in now; undefined when the market time is unknown. */
  marketSession: UsCalendarSession | undefined;
  /** The New York day and minute of the broker's market time now; undefined with the session. */
  marketMoment: MarketMoment | undefined;
};

export type TicketCheck = {
  order: ParsedOrder;
  issues: Issue[];
  estimate: Estimate;
  /** The order only makes a position smaller, so no risk check blocks it. */
  riskReducing: boolean;
  /** An error stands: the order cannot be reviewed or sent. */
  blocked: boolean;
};

/** Every check of the ticket as the trader types, errors and warnings by field. */
export function checkOrder(form: TicketForm, context: TicketContext): TicketCheck {
  const { order, issues: formIssues } = readForm(form);
  const { estimate, issues: powerIssues } = estimateOrder(order, context.quote, context.account, context.instrument);
  const quantity = order.entrust === 'QTY' ? order.quantity : estimate.quantity;
  // A bracket opens a trade by definition, whatever its entry does to the position.
  const riskReducing = !form.bracket && isRiskReducing(order, quantity, context.account.position);
  const found = [
    ...formIssues,
    ...brokerRuleIssues(order, form.bracket, context.instrument),
    ...positionIssues(order, quantity, context.account, context.instrument),
    ...powerIssues,
    ...sessionTimeIssues(order, context.marketMoment),
    ...fatFingerIssues(order, context.quote),
    ...(form.bracket ? bracketPriceIssues(order, referencePrice(order, context.quote)) : []),
  ];
  const issues = riskReducing
    ? found.map((issue): Issue => (issue.kind === 'risk' ? { ...issue, level: 'warning' } : issue))
    : found;
  return { order, issues, estimate, riskReducing, blocked: issues.some((issue) => issue.level === 'error') };
}

/** The issues shown next to one field, errors first. */
export function issuesFor(issues: readonly Issue[], field: TicketField): Issue[] {
  const own = issues.filter((issue) => issue.field === field);
  return [...own.filter((i) => i.level === 'error'), ...own.filter((i) => i.level === 'warning')];
}
