import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import type { InstrumentTrading } from '@contracts/instruments';
import { dayOfDate, type UsCalendarSession } from '@market/calendar';
import { checkOrder, issuesFor, type TicketContext } from './check-order';
import { initialTicketForm, type TicketForm } from './ticket-form';

const AAPL: InstrumentTrading = {
  symbol: 'AAPL',
  tradable: true,
  fractionable: true,
  shortable: true,
  overnight: true,
  margin_requirement_long: '0.25',
  margin_requirement_short: '0.5',
};

// Wednesday 18 Nov 2026, an ordinary trading day; `closed` is the Saturday after.
const WEDNESDAY = dayOfDate(2026, 11, 18);
const MOMENTS: Record<UsCalendarSession, { day: number; minute: number }> = {
  pre: { day: WEDNESDAY, minute: 8 * 60 },
  regular: { day: WEDNESDAY, minute: 10 * 60 + 30 },
  post: { day: WEDNESDAY, minute: 17 * 60 },
  overnight: { day: WEDNESDAY, minute: 21 * 60 },
  closed: { day: WEDNESDAY + 3, minute: 12 * 60 },
};
/** The market's session and, consistent with it, its moment on the calendar. */
const at = (session: UsCalendarSession) => ({ marketSession: session, marketMoment: MOMENTS[session] });

function context(
  overrides: Partial<TicketContext> = {},
  account: Partial<TicketContext['account']> = {},
): TicketContext {
  return {
    quote: { last: '190.00', bid: '189.99', ask: '190.01' },
    account: { isMargin: true, buyingPower: '10000', position: new Decimal(0), ...account },
    instrument: AAPL,
    ...at('regular'),
    ...overrides,
  };
}

const form = (fields: Partial<TicketForm>): TicketForm => ({ ...initialTicketForm('AAPL'), ...fields });
const messages = (check: ReturnType<typeof checkOrder>, field: Parameters<typeof issuesFor>[1]) =>
  issuesFor(check.issues, field).map((issue) => `${issue.level}: ${issue.message}`);

test('a complete limit buy within buying power passes with its cost and what is left', () => {
  const check = checkOrder(form({ quantity: '10', limitPrice: '190' }), context());
  expect(check.issues).toEqual([]);
  expect(check.blocked).toBe(false);
  expect(check.estimate.cost?.toFixed(2)).toBe('1900.00');
  expect(check.estimate.need?.toFixed(2)).toBe('1900.00');
  expect(check.estimate.left?.toFixed(2)).toBe('8100.00');
});

test('a buy beyond buying power is warned about and left to the broker to judge', () => {
  const check = checkOrder(form({ quantity: '60', limitPrice: '190' }), context({}, { isMargin: false }));
  expect(check.estimate.need?.toFixed(2)).toBe('11400.00');
  expect(messages(check, 'quantity')).toEqual([
    'warning: This needs $11,400.00 of buying power; $10,000.00 is available. The broker will refuse it unless more is free when it works.',
  ]);
  expect(check.blocked).toBe(false);
});

test("a margin buy needs its full cost: the broker's buying power already counts the leverage", () => {
  const check = checkOrder(form({ quantity: '10', limitPrice: '190' }), context());
  expect(check.estimate.need?.toFixed(2)).toBe('1900.00');
});

test('a market buy is reckoned at the ask, a short at the bid', () => {
  const buy = checkOrder(form({ orderType: 'MARKET', quantity: '10' }), context());
  expect(buy.estimate.price?.toString()).toBe('190.01');
  const short = checkOrder(form({ side: 'SHORT', orderType: 'MARKET', quantity: '10' }), context());
  expect(short.estimate.price?.toString()).toBe('189.99');
  expect(short.estimate.need?.toFixed(2)).toBe('1899.90');
});

test('a price off the grid is refused: cents above one dollar, hundredths of a cent below', () => {
  expect(messages(checkOrder(form({ quantity: '10', limitPrice: '190.125' }), context()), 'limit_price')).toEqual([
    'error: Prices at or above $1 go in steps of $0.01.',
  ]);
  const penny = context({ quote: { last: '0.5', bid: '0.4999', ask: '0.5001' } });
  expect(checkOrder(form({ quantity: '10', limitPrice: '0.5001' }), penny).blocked).toBe(false);
  expect(messages(checkOrder(form({ quantity: '10', limitPrice: '0.50015' }), penny), 'limit_price')).toEqual([
    'error: Prices below $1 go in steps of $0.0001.',
  ]);
});

test('a limit or stop more than 5 % from the last price is warned about, not blocked', () => {
  const check = checkOrder(form({ quantity: '1', limitPrice: '210' }), context());
  expect(messages(check, 'limit_price')).toEqual(['warning: 210.00 is 10.5 % above the last price (190.00).']);
  expect(check.blocked).toBe(false);
  const stop = checkOrder(
    form({ side: 'SELL', orderType: 'STOP_LOSS', quantity: '1', stopPrice: '170' }),
    context({}, { position: new Decimal(5) }),
  );
  expect(messages(stop, 'stop_price')).toEqual(['warning: 170.00 is 10.5 % below the last price (190.00).']);
  expect(messages(checkOrder(form({ quantity: '1', limitPrice: '199.5' }), context()), 'limit_price')).toEqual([]);
});

test('outside regular hours a regular-hours order is warned, an overnight one refused in the day', () => {
  const waiting = checkOrder(form({ orderType: 'MARKET', quantity: '1' }), context({ ...at('post') }));
  expect(messages(waiting, 'session')).toEqual([
    'warning: Regular hours are closed: this market order waits for the open (Thursday 19 Nov 09:30 ET).',
  ]);
  const night = checkOrder(form({ quantity: '1', limitPrice: '190', session: 'NIGHT' }), context({ ...at('regular') }));
  expect(night.blocked).toBe(true);
  expect(messages(night, 'session')[0]).toMatch(/^error: Overnight orders are taken only/);
});

test('extended and overnight sessions take limit orders only; overnight is DAY only and needs a stock that trades then', () => {
  expect(
    messages(checkOrder(form({ orderType: 'MARKET', quantity: '1', session: 'ALL' }), context()), 'session'),
  ).toEqual(['error: Extended-hours and overnight orders must be limit orders.']);
  const gtcNight = checkOrder(
    form({ quantity: '1', limitPrice: '190', session: 'NIGHT', timeInForce: 'GTC' }),
    context({ ...at('overnight'), instrument: { ...AAPL, overnight: false } }),
  );
  expect(messages(gtcNight, 'time_in_force')).toEqual(['error: Overnight orders are DAY orders.']);
  expect(messages(gtcNight, 'session')).toEqual(['error: AAPL does not trade overnight.']);
});

test('an order by amount must be a regular-hours DAY market order on a fractionable stock', () => {
  const ok = checkOrder(form({ entrust: 'AMOUNT', orderType: 'MARKET', cashAmount: '500' }), context());
  expect(ok.issues).toEqual([]);
  expect(ok.estimate.cost?.toFixed(2)).toBe('500.00');
  const wrong = checkOrder(
    form({ entrust: 'AMOUNT', orderType: 'LIMIT', limitPrice: '190', cashAmount: '500', timeInForce: 'GTC' }),
    context({ instrument: { ...AAPL, fractionable: false } }),
  );
  expect(messages(wrong, 'order_type')).toEqual(['error: An order by amount must be a market order.']);
  expect(messages(wrong, 'time_in_force')).toEqual(['error: An order by amount is a DAY order.']);
  expect(messages(wrong, 'cash_amount')).toEqual(['error: AAPL cannot be traded by amount: order whole shares.']);
});

test('fractions of a share need a fractionable stock and a market or limit order', () => {
  expect(messages(checkOrder(form({ quantity: '0.5', limitPrice: '190' }), context()), 'quantity')).toEqual([]);
  expect(
    messages(
      checkOrder(
        form({ quantity: '0.5', limitPrice: '190' }),
        context({ instrument: { ...AAPL, fractionable: false } }),
      ),
      'quantity',
    ),
  ).toEqual(['error: AAPL trades in whole shares only.']);
  expect(
    messages(checkOrder(form({ orderType: 'STOP_LOSS', quantity: '0.5', stopPrice: '189' }), context()), 'quantity'),
  ).toEqual(['error: Fractions of a share need a market or limit order.']);
});

test('a short needs a margin account and a shortable stock', () => {
  const cash = checkOrder(form({ side: 'SHORT', quantity: '1', limitPrice: '190' }), context({}, { isMargin: false }));
  expect(messages(cash, 'side')).toEqual(['error: A cash account cannot sell short.']);
  const hard = checkOrder(
    form({ side: 'SHORT', quantity: '1', limitPrice: '190' }),
    context({ instrument: { ...AAPL, shortable: false } }),
  );
  expect(messages(hard, 'side')).toEqual(['error: AAPL cannot be sold short now.']);
});

test('selling more than held warns that it opens a short on margin, and is blocked in a cash account', () => {
  const margin = checkOrder(
    form({ side: 'SELL', quantity: '15', limitPrice: '190' }),
    context({}, { position: new Decimal(10) }),
  );
  expect(messages(margin, 'quantity')).toEqual(['warning: You hold 10 AAPL: this sale opens a short of 5 shares.']);
  expect(margin.blocked).toBe(false);
  const cash = checkOrder(
    form({ side: 'SELL', quantity: '15', limitPrice: '190' }),
    context({}, { isMargin: false, position: new Decimal(10) }),
  );
  expect(messages(cash, 'quantity')).toEqual([
    'error: You hold 10 AAPL; a cash account cannot sell more than it holds.',
  ]);
  expect(cash.blocked).toBe(true);
});

test('a sale that only reduces a long is never blocked by a risk check', () => {
  // Not tradable now, overnight session requested in the day, far from the market, no buying power:
  // every one of these would block a new position, none blocks getting out.
  const check = checkOrder(
    form({ side: 'SELL', quantity: '10', limitPrice: '150', session: 'NIGHT' }),
    context(
      { ...at('regular'), instrument: { ...AAPL, tradable: false } },
      { buyingPower: '-500', position: new Decimal(10) },
    ),
  );
  expect(check.riskReducing).toBe(true);
  expect(check.blocked).toBe(false);
  expect(check.issues.every((issue) => issue.level === 'warning')).toBe(true);
  expect(messages(check, 'symbol')).toEqual(['warning: AAPL cannot be traded now.']);
});

test('a buy that covers a short is never blocked by a risk check, but a malformed one is', () => {
  const cover = context({ ...at('closed') }, { buyingPower: '0', position: new Decimal(-10) });
  const check = checkOrder(form({ quantity: '10', limitPrice: '190', session: 'NIGHT' }), cover);
  expect(check.riskReducing).toBe(true);
  expect(check.blocked).toBe(false);
  const offGrid = checkOrder(form({ quantity: '10', limitPrice: '190.001' }), cover);
  expect(offGrid.blocked).toBe(true);
  expect(checkOrder(form({ quantity: '', limitPrice: '190' }), cover).blocked).toBe(true);
});

test('missing or unreadable values are named at their field', () => {
  const check = checkOrder(form({ symbol: '', quantity: 'ten', orderType: 'STOP_LOSS_LIMIT' }), context());
  expect(messages(check, 'symbol')).toEqual(['error: Enter a symbol.']);
  expect(messages(check, 'quantity')).toEqual(['error: Enter a quantity above 0 (digits and a point only).']);
  expect(messages(check, 'limit_price')).toEqual(['error: Enter a limit price.']);
  expect(messages(check, 'stop_price')).toEqual(['error: Enter a stop price.']);
});

test('a trailing percentage is a fraction below one on the order', () => {
  const check = checkOrder(
    form({ side: 'SELL', orderType: 'TRAILING_STOP_LOSS', quantity: '5', trailingStep: '2' }),
    context({}, { position: new Decimal(5) }),
  );
  expect(check.order.trailingStep?.toString()).toBe('0.02');
  const tooFar = checkOrder(
    form({ side: 'SELL', orderType: 'TRAILING_STOP_LOSS', quantity: '5', trailingStep: '100' }),
    context(),
  );
  expect(messages(tooFar, 'trailing_stop_step')).toEqual(['error: A trailing percentage must be below 100 %.']);
});

test('a bracket needs a market or limit entry, a price, and its exits on the right sides of the entry', () => {
  const ok = checkOrder(
    form({ quantity: '10', limitPrice: '190', bracket: true, takeProfit: '200', stopLoss: '180' }),
    context(),
  );
  expect(ok.issues).toEqual([]);
  const empty = checkOrder(form({ quantity: '10', limitPrice: '190', bracket: true }), context());
  expect(messages(empty, 'take_profit_price')).toEqual([
    'error: Enter a take profit price, a stop loss price or both.',
  ]);
  const wrongSides = checkOrder(
    form({ quantity: '10', limitPrice: '190', bracket: true, takeProfit: '185', stopLoss: '195' }),
    context(),
  );
  expect(messages(wrongSides, 'take_profit_price')).toEqual([
    'error: The take profit must be above the entry price (190.00).',
  ]);
  expect(messages(wrongSides, 'stop_loss_price')).toEqual([
    'error: The stop loss must be below the entry price (190.00).',
  ]);
  const stopEntry = checkOrder(
    form({ orderType: 'STOP_LOSS', quantity: '10', stopPrice: '191', bracket: true, stopLoss: '180' }),
    context(),
  );
  expect(messages(stopEntry, 'order_type')).toEqual(['error: A bracket starts with a market or limit order.']);
});
