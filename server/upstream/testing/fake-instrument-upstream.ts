import type { CallOptions, UpstreamClient } from '../client/http-client';
import type { OperationName } from '../client/operations';
import { UpstreamHttpError, UpstreamTransportError } from '../client/upstream-errors';

/** An upstream instrument row as the fake listing serves it. */
export interface FakeInstrument {
  symbol: string;
  name: string;
  instrument_id: string;
  exchange_code: string;
  sub_category: 'COMMON_STOCK' | 'ETF';
}

/** 230 instruments (every tenth an ETF), AAPL and SPY last, so they are on the last page. */
export const FAKE_INSTRUMENTS: FakeInstrument[] = [
  ...Array.from({ length: 228 }, (_, i): FakeInstrument => ({
    symbol: `S${String(i).padStart(3, '0')}`,
    name: `Company ${i}`,
    instrument_id: String(1_000 + i),
    exchange_code: 'NAS',
    sub_category: i % 10 === 0 ? 'ETF' : 'COMMON_STOCK',
  })),
  {
    symbol: 'AAPL',
    name: 'Apple Inc.',
    instrument_id: '913256135',
    exchange_code: 'NAS',
    sub_category: 'COMMON_STOCK',
  },
  {
    symbol: 'SPY',
    name: 'SPDR S&P 500 ETF Trust',
    instrument_id: '913243251',
    exchange_code: 'ARC',
    sub_category: 'ETF',
  },
];

/**
 * A fake upstream for the instrument listing (both generations, pages of 100, `symbols=`
 * lookups) and snapshots. Test-only: `holdPages` leaves the pages at those cursors unanswered,
 * `failPages` fails each listed cursor once ('' = the first page), `rejectUnknown` answers a lookup
 * naming an unlisted symbol with 400 INVALID_SYMBOL instead of leaving it out.
 */
export function fakeInstrumentUpstream(generation: 'v2' | 'v3') {
  const calls: { operation: OperationName; query: Map<string, string> }[] = [];
  const control = { holdPages: new Set<string>(), failPages: new Set<string>(), rejectUnknown: false };
  const pageCalls = () => calls.filter((c) => c.operation === 'listInstruments' && !c.query.has('symbols'));
  const lookupCalls = () => calls.filter((c) => c.operation === 'listInstruments' && c.query.has('symbols'));

  function page(query: Map<string, string>): Promise<unknown> {
    const cursor = query.get(generation === 'v3' ? 'pagination_key' : 'last_instrument_id') ?? '';
    if (control.holdPages.has(cursor)) return new Promise<never>(() => undefined);
    if (control.failPages.delete(cursor)) return Promise.reject(new UpstreamTransportError('connection reset'));
    if (generation === 'v3') {
      const start = Number(cursor || '0');
      const data = FAKE_INSTRUMENTS.slice(start, start + 100);
      return Promise.resolve(
        start + 100 < FAKE_INSTRUMENTS.length ? { data, pagination_key: String(start + 100) } : { data },
      );
    }
    const start = cursor === '' ? 0 : FAKE_INSTRUMENTS.findIndex((i) => i.instrument_id === cursor) + 1;
    return Promise.resolve(FAKE_INSTRUMENTS.slice(start, start + Number(query.get('page_size'))));
  }

  const client: UpstreamClient = {
    call(operation, options: CallOptions = {}) {
      const query = new Map(options.query ?? []);
      calls.push({ operation, query });
      const symbols = query.get('symbols')?.split(',');
      if (operation === 'listInstruments' && symbols === undefined) return page(query);
      if (operation === 'listInstruments') {
        const data = FAKE_INSTRUMENTS.filter((i) => symbols?.includes(i.symbol));
        if (control.rejectUnknown && data.length < (symbols?.length ?? 0))
          return Promise.reject(new UpstreamHttpError(400, 'INVALID_SYMBOL', 'Invalid symbol', null, null));
        return Promise.resolve(generation === 'v3' ? { data } : data);
      }
      return Promise.resolve(
        (symbols ?? []).map((symbol) => ({
          symbol,
          instrument_id: symbol,
          price: '1.00',
          open: '1',
          high: '1',
          low: '1',
          pre_close: '1',
          volume: '10',
          change: '0',
          change_ratio: '0',
          last_trade_time: 1,
        })),
      );
    },
  };
  return { client, calls, control, pageCalls, lookupCalls };
}
