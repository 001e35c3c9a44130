import fc from 'fast-check';
import { FUNDAMENTAL_OPERATIONS } from '@contracts/fundamentals';
import { sampleNewAlert } from '@server/store/testing/sample-alerts';
import { orderChange, orderDraft } from './fuzz-order-bodies';
import { anyText, FUZZ_ACCOUNT, PLAUSIBLE } from './fuzz-text';

/** One generated request for a route: the URL with its path filled in, headers and body. */
export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

// Path parameters by name, naming what exists in the fakes, so requests often reach the route's
// work; a parameter not listed here draws from all of them.
const PATH_VALUES: Readonly<Record<string, readonly string[]>> = {
  // A watchlist's id, and a UUID as an alert's must be.
  id: ['1', '7c9e6679-7425-40de-944b-e07fc1f90ae7'],
  symbol: ['AAPL', 'MSFT', 'SPY'],
  operation: FUNDAMENTAL_OPERATIONS,
  sectorId: ['information-technology'],
  accountId: [FUZZ_ACCOUNT],
  clientOrderId: ['ord-1', 'ord-2'],
};
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
  `account_id=${FUZZ_ACCOUNT}&view=open`,
  `account_id=${FUZZ_ACCOUNT}`,
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

/**
 * Bodies the write routes accept (`{name}`, `{symbols}`, an order, a change or cancel of one),
 * some naming what the fakes know; the order routes mostly get orders and changes, so that many
 * get past their input checks.
 */
/** New alerts and changes of one: each condition, repeat and expiry, valid or near it. */
const alertBody = fc.oneof(
  fc.record({
    symbol: fc.constantFrom('AAPL', 'SPY', 'aapl', 'ZZZZ'),
    condition: fc.constantFrom(
      sampleNewAlert().condition,
      { type: 'price-range', direction: 'leaves', low: '10', high: '20' },
      { type: 'change-percent', direction: 'down', percent: '2.5' },
      { type: 'day-volume', volume: 1_000_000 },
      { type: 'line-crosses', direction: 'below', points: [{ time: 1, price: '1' }], drawing_id: null },
    ),
    repeat: fc.oneof(
      fc.constant({ mode: 'once' }),
      fc.record({ mode: fc.constant('every'), cooldown_s: fc.integer() }),
    ),
    expires_at: fc.option(fc.integer({ min: -1, max: 4_000_000_000_000 }), { nil: null }),
    note: anyText,
  }),
  fc.record(
    { note: anyText, paused: fc.boolean(), seen: fc.constant(true), expires_at: fc.option(fc.nat(), { nil: null }) },
    { requiredKeys: [] },
  ),
);

function plausibleBody(url: string): fc.Arbitrary<unknown> {
  if (url.startsWith('/api/alerts')) return alertBody;
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
