import type { CallOptions, UpstreamClient } from '../client/http-client';
import type { OperationName } from '../client/operations';
import { marketDataScheduler } from './market-data-scheduler';
import { createSnapshotService } from '../market-data/snapshot-service';
import type { SymbolDirectory } from '../market-data/symbol-directory';
import { createFakeClock } from './fake-clock';

/**
 * The snapshot service on a fake clock and the real scheduler (60 calls per 60 s, the 10 %
 * margin), over an upstream that answers every symbol a call names with `answer(symbol)` and
 * records each call: its operation, symbols and category.
 */
export function snapshotStack(options: {
  directory: SymbolDirectory;
  answer: (symbol: string) => object;
  startMs?: number;
}) {
  const clock = createFakeClock(options.startMs ?? 0);
  const calls: { operation: OperationName; symbols: string[]; category: string }[] = [];
  const client: UpstreamClient = {
    call(operation: OperationName, callOptions: CallOptions = {}) {
      const query = new Map(callOptions.query ?? []);
      const symbols = (query.get('symbols') ?? '').split(',');
      calls.push({ operation, symbols, category: query.get('category') ?? '' });
      return Promise.resolve(symbols.map(options.answer));
    },
  };
  const scheduler = marketDataScheduler(clock);
  const service = createSnapshotService({ client, scheduler, symbols: options.directory, clock });
  return { clock, calls, service };
}
