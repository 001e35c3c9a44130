import fc from 'fast-check';
import { anyText, FUZZ_ACCOUNT } from './fuzz-text';

// Order bodies for the API fuzz: as the ticket sends them, and with a field or two changed.

const price = fc.oneof(fc.constantFrom('187.25', '0.5', '100.001', '0', '-1'), anyText);

/** An order the ticket could send: a limit order, maybe with a bracket. */
const validDraft = fc.record({
  account_id: fc.constant(FUZZ_ACCOUNT),
  // Mostly new ids, so most orders are sent rather than answered from the journal.
  client_order_id: fc.oneof(fc.constant('ord-1'), fc.stringMatching(/^ord-[a-z0-9]{1,8}$/)),
  symbol: fc.constantFrom('AAPL', 'SPY'),
  side: fc.constantFrom('BUY', 'SELL'),
  order_type: fc.constant('LIMIT'),
  time_in_force: fc.constantFrom('DAY', 'GTC'),
  session: fc.constantFrom('CORE', 'ALL'),
  entrust_type: fc.constant('QTY'),
  quantity: fc.constantFrom('10', '1'),
  limit_price: fc.constantFrom('187.25', '0.5'),
  bracket: fc.option(fc.constant({ take_profit_price: '200', stop_loss_price: '150' }), { nil: undefined }),
});

/** Fields of an order with other values: another type, a missing price's partner, nonsense. */
const ODD_ORDER_FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  account_id: anyText,
  client_order_id: anyText,
  symbol: fc.oneof(fc.constant('ZZZZ'), anyText),
  side: fc.constantFrom('SHORT', 'buy', ''),
  order_type: fc.constantFrom('MARKET', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TRAILING_STOP_LOSS', 'OCO'),
  time_in_force: fc.constantFrom('IOC', 'day'),
  session: fc.constantFrom('NIGHT', 'ETH'),
  entrust_type: fc.constantFrom('AMOUNT', 'CASH'),
  quantity: fc.oneof(fc.constantFrom('0.5', '1e3', '0'), anyText),
  cash_amount: price,
  limit_price: price,
  stop_price: price,
  trailing_type: fc.constantFrom('AMOUNT', 'PERCENTAGE', 'RATIO'),
  trailing_stop_step: price,
  bracket: fc.oneof(
    fc.record({ take_profit_price: price, stop_loss_price: price }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 1 }),
  ),
};

/** One or two fields of an order changed, so each refusal is about a field or two. */
const oddOrderFields = fc
  .array(fc.oneof(...Object.entries(ODD_ORDER_FIELDS).map(([name, value]) => value.map((v) => [name, v] as const))), {
    minLength: 1,
    maxLength: 2,
  })
  .map((fields) => Object.fromEntries(fields));

/** An order as the ticket sends it (docs/trading.md), as is or with some fields changed. */
export const orderDraft = fc
  .tuple(validDraft, fc.oneof({ weight: 1, arbitrary: fc.constant({}) }, { weight: 2, arbitrary: oddOrderFields }))
  .map(([draft, odd]) => ({ ...draft, ...odd }));

export const orderChange = fc.record(
  {
    account_id: fc.oneof(fc.constant(FUZZ_ACCOUNT), anyText),
    quantity: fc.oneof(fc.constant('5'), price),
    limit_price: price,
    stop_price: price,
  },
  { requiredKeys: ['account_id'] },
);
