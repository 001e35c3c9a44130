import fc from 'fast-check';
import { FUNDAMENTAL_OPERATIONS } from '@contracts/fundamentals';

/** One generated request for a route: the URL with its path filled in, headers and body. */
export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The account the order bodies and paths name. */
const ACCOUNT = 'SIMMARGIN0PAPER000000000001';

// Values a route might accept, so generated requests also get past input parsing and reach the
// broker; the rest of each arbitrary is there to be refused.
const PLAUSIBLE = [
  '1',
  '2',
  '0',
  '-1',
  '10',
  '1200',
  '1201',
  'AAPL',
  'msft',
  'SPY',
  'BRK.B',
  'D',
  'M5',
  'Y',
  'profile',
  'DESC',
  'ASC',
  'DAY_1',
  'VOLUME',
  'NEW_HIGH',
  'MARKET_VALUE',
  'D1',
  'YIELD',
  'ANNUAL',
  '2026-11-18',
  'next',
  'AAPL,MSFT',
  'true',
  'null',
];
// Path parameters by name, naming what exists in the fakes, so requests often reach the route's
// work; a parameter not listed here draws from all of them.
const PATH_VALUES: Readonly<Record<string, readonly string[]>> = {
  id: ['1'],
  symbol: ['AAPL', 'MSFT', 'SPY'],
  operation: FUNDAMENTAL_OPERATIONS,
  sectorId: ['information-technology'],
  accountId: [ACCOUNT],
  clientOrderId: ['ord-1', 'ord-2'],
};
const ODD_NUMBERS = ['1e309', '-1e309', 'NaN', 'Infinity', '-0', '0x10', '1.5', '9007199254740993', '1e21', ' 7 '];
const QUERY_NAMES = [
  'symbol',
  'symbols',
  'q',
  'limit',
  'timespan',
  'count',
  'end',
  'depth',
  'type',
  'sort_by',
  'last_date',
  'pagination_key',
  'direction',
  'rank_type',
  'period',
  'agg_type',
  'token',
  'account_id',
  'view',
  '__proto__',
  'constructor',
  'symbol[]',
  'symbols[0]',
];
// Written as is into a path: separators, dot segments, broken and encoded escapes, NUL.
const RAW_SEGMENTS = [
  '',
  '.',
  '..',
  '%',
  '%%',
  '%0',
  '%00',
  '%2F',
  '%2e%2e',
  ';',
  ',',
  '~',
  '!',
  "'",
  '(',
  '*',
  '$',
  '@',
  ':',
  '+',
  '=',
  '&',
  'a%20b',
  '%C0%AF',
  '%E0%A4%A',
];

const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
  maxLength: 8,
});
const hugeText = fc
  .tuple(fc.constantFrom('A', 'é', '9', ',', '\u0000', '😀'), fc.integer({ min: 100, max: 5_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** Text a person, a broken client or an attacker might put into any one value. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PLAUSIBLE),
  fc.constantFrom(...ODD_NUMBERS),
  fc.constant(''),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  controlText,
  hugeText,
);

/** A value for the path parameter `name`: one that exists, URL-encoded text, or characters written raw. */
function segment(name: string): fc.Arbitrary<string> {
  const existing = PATH_VALUES[name] ?? Object.values(PATH_VALUES).flat();
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...existing) },
    { weight: 1, arbitrary: fc.constantFrom(...PLAUSIBLE) },
    { weight: 3, arbitrary: anyText.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

// A valid start that generated pairs then add to, repeat or contradict, so some requests get
// past input parsing and into the route.
const QUERY_STARTS = [
  '',
  'symbol=AAPL',
  'symbol=SPY',
  'symbol=AAPL&timespan=D',
  'symbol=AAPL&type=ANNUAL',
  'symbols=AAPL,MSFT',
  'q=app',
  `account_id=${ACCOUNT}&view=open`,
  `account_id=${ACCOUNT}`,
];

/** Query pairs, by made-up or known names: some repeat (`a=1&a=2`) or take array forms. */
const pairs = fc.array(
  fc.tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...QUERY_NAMES) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    ),
    anyText,
  ),
  {
    maxLength: 4,
    size: 'small',
  },
);

/**
 * A query string: a valid start, maybe each of its names again with another value (an array
 * where the route expects one value), and more pairs; percent-encoded, or written raw.
 */
const query = fc
  .record({
    start: fc.constantFrom(...QUERY_STARTS),
    again: fc.option(anyText, { nil: undefined }),
    added: fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 3, arbitrary: pairs }),
    raw: fc.boolean(),
  })
  .map(({ start, again, added, raw }) => {
    const repeated =
      again === undefined ? [] : [...new URLSearchParams(start).keys()].map((name): [string, string] => [name, again]);
    const encode = raw ? rawish : percentEncode;
    return [start, ...[...repeated, ...added].map(([name, value]) => `${encode(name)}=${encode(value)}`)]
      .filter((part) => part !== '')
      .join('&');
  });

const price = fc.oneof(fc.constantFrom('187.25', '0.5', '100.001', '0', '-1'), anyText);

/** An order the ticket could send: a limit order, maybe with a bracket. */
const validDraft = fc.record({
  account_id: fc.constant(ACCOUNT),
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
const orderDraft = fc
  .tuple(validDraft, fc.oneof({ weight: 1, arbitrary: fc.constant({}) }, { weight: 2, arbitrary: oddOrderFields }))
  .map(([draft, odd]) => ({ ...draft, ...odd }));

const orderChange = fc.record(
  {
    account_id: fc.oneof(fc.constant(ACCOUNT), anyText),
    quantity: fc.oneof(fc.constant('5'), price),
    limit_price: price,
    stop_price: price,
  },
  { requiredKeys: ['account_id'] },
);

/**
 * Bodies the write routes accept (`{name}`, `{symbols}`, an order, a change or cancel of one),
 * some naming what the fakes know; the order routes mostly get orders and changes, so that many
 * get past their input checks.
 */
function plausibleBody(url: string): fc.Arbitrary<unknown> {
  const lists = [
    fc.record({ name: fc.oneof(fc.constantFrom('Fuzzed list', ' Core ', 'Ünïcode ✓'), anyText) }),
    fc.record({ symbols: fc.array(fc.constantFrom('AAPL', 'MSFT', 'SPY', 'aapl', 'ZZZZ'), { maxLength: 4 }) }),
  ];
  const orders = [orderDraft, orderChange];
  return url.startsWith('/api/orders')
    ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...orders) }, { weight: 1, arbitrary: fc.oneof(...lists) })
    : fc.oneof({ weight: 4, arbitrary: fc.oneof(...lists) }, { weight: 1, arbitrary: fc.oneof(...orders) });
}

/** JSON where the routes expect `{name}` or `{symbols: [...]}`: wrong types, arrays for scalars, nesting. */
const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ name: fc.oneof(anyText, fc.jsonValue({ maxDepth: 2 })) }, { requiredKeys: [] }),
  fc.record(
    { symbols: fc.oneof(fc.array(anyText, { maxLength: 60 }), anyText, fc.jsonValue({ maxDepth: 2 })) },
    { requiredKeys: [] },
  ),
);

/** A body for a request to `url`: plausible, hostile, malformed. */
const bodyText = (url: string) =>
  fc.oneof(
    // The order routes' input checks stand before the journal and the broker: get past them often.
    {
      weight: url.startsWith('/api/orders') ? 12 : 3,
      arbitrary: plausibleBody(url).map((value) => JSON.stringify(value)),
    },
    { weight: 3, arbitrary: hostileBody.map((value) => JSON.stringify(value)) },
    // Malformed: cut short, trailing junk, text that is not JSON at all, a poisoned prototype.
    {
      weight: 1,
      arbitrary: plausibleBody(url)
        .map((value) => JSON.stringify(value))
        .chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
    },
    { weight: 1, arbitrary: hostileBody.map((value) => `${JSON.stringify(value)},}`) },
    { weight: 1, arbitrary: anyText },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"name":"a","name":"b"}',
        '\uFEFF{"name":"bom"}',
      ),
    },
  );

// Mostly JSON, so most bodies reach the route's own parsing.
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/vnd.api+json',
      'application/json;',
      '',
    ),
  },
);

/** Requests for the route `url` (a Fastify pattern such as `/api/watchlists/:id`), with a body when `method` takes one. */
export function fuzzRequests(method: string, url: string): fc.Arbitrary<FuzzRequest> {
  const names = url.split('/').filter((part) => part.startsWith(':'));
  const withBody = method !== 'GET' && method !== 'HEAD';
  return fc
    .record({
      params: fc.tuple(...names.map((name) => segment(name.slice(1)))),
      query: fc.option(query, { nil: undefined }),
      type: withBody ? contentType : fc.constant(''),
      payload: withBody ? fc.option(bodyText(url), { nil: undefined }) : fc.constant(undefined),
    })
    .map(({ params, query: search, type, payload }) => {
      let index = 0;
      const path = url
        .split('/')
        .map((part) => (part.startsWith(':') ? (params[index++] ?? '') : part))
        .join('/');
      const headers: Record<string, string> = type === '' ? {} : { 'content-type': type };
      return {
        url: search === undefined ? path : `${path}?${search}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    });
}

/**
 * Percent-encodes the UTF-8 bytes of `text` as a browser does. Unlike encodeURIComponent it
 * takes any string: a lone surrogate goes out as U+FFFD's bytes instead of throwing.
 */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      UNRESERVED.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
const UNRESERVED = /^[A-Za-z0-9\-_.~]$/;

/** Text as a careless client writes it into a query: only what would break the URL itself is escaped. */
function rawish(text: string): string {
  return text.replace(/[^\x21-\x7e]|#/gu, (char) => percentEncode(char));
}
