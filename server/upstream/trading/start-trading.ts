import type { SignatureAlgorithm } from '@server/signing/algorithms';
import type { OrderJournal } from '@server/store/order-journal';
import type { UpstreamClient } from '../client/http-client';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import type { CloseMarket } from './close-position';
import { createInstrumentTrading } from './instrument-trading';
import { createOrderService } from './order-service';
import { startTradeEventStream } from './trade-event-stream';
import { createTradingFeed } from './trading-feed';

export interface StartTradingOptions {
  /** The app key's account ids (the broker's cached account list). */
  listAccountIds: () => Promise<string[]>;
  client: UpstreamClient;
  scheduler: Scheduler;
  journal: OrderJournal;
  clock: Clock;
  generation: 'v2' | 'v3';
  /** The trade-event stream (`grpc://` or `grpcs://`); null where none is known: orders are then read on each view. */
  eventsUrl: string | null;
  appKey: string;
  appSecret: string;
  algorithm: SignatureAlgorithm;
  /** The broker's market time and the best bid and ask, for closing a position outside regular hours. */
  market: Pick<CloseMarket, 'sessionNow' | 'quote'>;
  /** The HTTP client's correction for a broker clock far off ours, applied to the stream's signature too. */
  signingCorrectionMs?: () => number;
  /** The broker's market time (ms): when DAY orders expire (docs/protocol.md#expired-day-orders). */
  marketNow?: () => number;
  log: (line: string) => void;
}

/**
 * Trading as the BFF runs it: the order service over the journal, the one trade-event stream of
 * the app key feeding it, a catch-up after every (re)connect (docs/trading.md#reconciliation), and
 * the intents a previous run left unresolved looked up at start.
 */
export function startTrading(options: StartTradingOptions) {
  const feed = createTradingFeed();
  const instrumentTrading = createInstrumentTrading(options);
  const orders = createOrderService({
    ...options,
    feed,
    market: {
      ...options.market,
      overnight: async (symbol) => (await instrumentTrading(symbol))?.overnight === true,
    },
  });
  const accountIds = async () => {
    const ids = await options.listAccountIds();
    feed.setAccounts(ids);
    return ids;
  };
  void accountIds().catch((error: unknown) => {
    options.log(`accounts unavailable at start: ${error instanceof Error ? error.message : String(error)}`);
  });
  void orders.resolveUnfinished().then(
    (count) => {
      if (count > 0) options.log(`looking up ${String(count)} order(s) a previous run left without an answer`);
    },
    (error: unknown) => {
      options.log(`could not read the order journal: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  const streamListeners = new Set<() => void>();
  const streamChanged = () => {
    for (const listener of [...streamListeners]) listener();
  };
  const stream =
    options.eventsUrl === null
      ? null
      : startTradeEventStream({
          url: options.eventsUrl,
          appKey: options.appKey,
          appSecret: options.appSecret,
          algorithm: options.algorithm,
          clock: options.clock,
          ...(options.signingCorrectionMs === undefined ? {} : { signingCorrectionMs: options.signingCorrectionMs }),
          accounts: accountIds,
          onEvent: (event) => {
            orders.onTradeEvent(event);
          },
          onConnected: (connected) => {
            streamChanged();
            void orders.reconcile(connected.accounts).catch((error: unknown) => {
              options.log(`catching up on orders failed: ${error instanceof Error ? error.message : String(error)}`);
            });
          },
          onDown: streamChanged,
          log: options.log,
        });
  return {
    orders,
    feed,
    instrumentTrading,
    eventState: () => stream?.state() ?? 'down',
    /** The trade-event stream for the diagnostics; null where no stream is known. */
    eventStream:
      stream === null
        ? null
        : {
            stats: () => stream.stats(),
            /** Calls `listener` when the stream is accepted or goes down; returns a stop. */
            onChange(listener: () => void): () => void {
              streamListeners.add(listener);
              return () => streamListeners.delete(listener);
            },
          },
    async close() {
      orders.close();
      await stream?.close();
    },
  };
}
