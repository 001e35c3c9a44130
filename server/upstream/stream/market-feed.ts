import type { FeedStatus, LiveDepth, LiveQuote, LiveTicks, StreamKind } from '@contracts/stream';

/** What the upstream stream delivers, already decoded into the browser contract's shapes. */
export type FeedEvent =
  | { kind: 'quote'; symbol: string; data: LiveQuote }
  | { kind: 'depth'; symbol: string; data: LiveDepth }
  /** One upstream Tick per event; the relay batches per flush. */
  | { kind: 'tick'; symbol: string; data: LiveTicks }
  | { kind: 'status'; data: FeedStatus };

/** The BFF's one upstream stream, shared by every browser. */
export interface MarketFeed {
  /** Reference-counted: the first watcher of (symbol, kind) subscribes upstream (batched, <=100 symbols per call). */
  watch(symbol: string, kind: StreamKind): void;
  /** The last watcher leaving unsubscribes upstream after a grace period (default 10 s). */
  unwatch(symbol: string, kind: StreamKind): void;
  onEvent(listener: (event: FeedEvent) => void): () => void;
  status(): FeedStatus;
  /** Last value seen, so a new browser subscriber gets it at once. */
  latestQuote(symbol: string): LiveQuote | undefined;
  latestDepth(symbol: string): LiveDepth | undefined;
  close(): Promise<void>;
}
