import type { Category } from '@contracts/common';
import type { StreamKind } from '@contracts/stream';
import type { SymbolDirectory } from '../market-data/symbol-directory';
import type { Clock } from '@server/shared/clock';
import { UnknownSymbolError, UpstreamHttpError } from '../client/upstream-errors';
import type { StreamApi, SubType } from './stream-api';
import { batchRequests, keyString, parseKey } from './stream-batches';

/** Browser topic -> upstream sub_type: quote <- SNAPSHOT, depth <- QUOTE, tick <- TICK. */
export const SUB_TYPE_OF: Record<StreamKind, SubType> = { quote: 'SNAPSHOT', depth: 'QUOTE', tick: 'TICK' };

export interface SubscriptionManagerOptions {
  api: StreamApi;
  directory: SymbolDirectory;
  clock: Clock;
  /**
   * After a quiet spell a watch goes out at once (with the others of the same turn: a page's
   * symbols arrive together); watches within this long of the last call wait for its end and go
   * out together.
   */
  debounceMs?: number;
  /** How long a subscription nobody watches is kept, so a quick page switch costs no calls. */
  graceMs?: number;
  /** Pause before a failed call is tried again. */
  retryMs?: number;
  /** A subscribe call the provider refused (400): its pairs are not asked again until watched anew or reconnected. */
  onRefused?: (message: string) => void;
}

/**
 * The union of every browser's symbols, reference-counted per (symbol, sub_type), kept equal to
 * what the upstream session is subscribed to by batched subscribe/unsubscribe calls. Nothing is
 * asked twice: a key is marked upstream when its call leaves and unmarked if the call fails.
 */
export function createSubscriptionManager(options: SubscriptionManagerOptions) {
  const { api, directory, clock } = options;
  const debounceMs = options.debounceMs ?? 50;
  const graceMs = options.graceMs ?? 10_000;
  const retryMs = options.retryMs ?? 1_000;
  const counts = new Map<string, number>();
  const leaving = new Map<string, () => void>();
  const upstream = new Set<string>();
  const subscribedAt = new Map<string, number>();
  const categories = new Map<string, Category>();
  const unknown = new Set<string>();
  /** Pairs whose subscribe call was refused as a bad request: retrying every second would only repeat the refusal. */
  const refused = new Set<string>();
  let session: string | null = null;
  let waiters: ((ok: boolean) => void)[] = [];
  let cancelFlush: (() => void) | null = null;
  let running: Promise<boolean> | null = null;
  let dirty = false;
  /** When the last subscribe or unsubscribe call left. */
  let lastCallAt = Number.NEGATIVE_INFINITY;

  const desired = () => new Set([...counts.keys(), ...leaving.keys()]);

  function flushSoon(delayMs: number): void {
    if (cancelFlush !== null) return;
    cancelFlush = clock.setTimer(() => {
      cancelFlush = null;
      void sync();
    }, delayMs);
  }

  /** Runs flushes until nothing changed meanwhile; true when the last one left nothing undone. */
  function sync(): Promise<boolean> {
    dirty = true;
    if (running !== null) return running;
    running = (async () => {
      let ok = false;
      try {
        while (dirty) {
          dirty = false;
          ok = await flushOnce();
        }
      } finally {
        running = null;
      }
      if (ok) for (const resolve of waiters.splice(0)) resolve(true);
      return ok;
    })();
    return running;
  }

  async function resolveCategories(symbols: string[]): Promise<boolean> {
    let ask = symbols.filter((s) => !categories.has(s) && !unknown.has(s));
    while (ask.length > 0) {
      try {
        for (const [symbol, category] of await directory.categoriesOf(ask)) categories.set(symbol, category);
        return true;
      } catch (error) {
        if (!(error instanceof UnknownSymbolError) || error.symbols.length === 0) return false;
        // An unlisted symbol is never subscribed; the rest still are.
        for (const symbol of error.symbols) unknown.add(symbol.toUpperCase());
        ask = ask.filter((s) => !unknown.has(s));
      }
    }
    return true;
  }

  async function flushOnce(): Promise<boolean> {
    const id = session;
    if (id === null) return false;
    const adding = [...desired()].filter((k) => !upstream.has(k) && !refused.has(k));
    const known = await resolveCategories([...new Set(adding.map((k) => parseKey(k).symbol))]);
    if (session !== id) return false;
    const want = desired();
    const adds = [...want].filter((k) => !upstream.has(k) && !refused.has(k) && categories.has(parseKey(k).symbol));
    const removes = [...upstream].filter((k) => !want.has(k));
    for (const k of adds) upstream.add(k);
    for (const k of removes) upstream.delete(k);
    if (adds.length + removes.length > 0) lastCallAt = clock.now();
    const categoryOf = (symbol: string) => categories.get(symbol);
    const calls = [
      ...batchRequests(adds, categoryOf).map((request) => ({ request, subscribe: true })),
      ...batchRequests(removes, categoryOf).map((request) => ({ request, subscribe: false })),
    ];
    const results = await Promise.allSettled(
      calls.map((c) => (c.subscribe ? api.subscribe(id, c.request) : api.unsubscribe(id, c.request))),
    );
    if (session !== id) return false;
    let ok = known;
    results.forEach((result, i) => {
      const call = calls[i];
      if (call === undefined) return;
      const keys = call.request.symbols.flatMap((symbol) =>
        call.request.subTypes.map((subType) => keyString({ symbol, subType })),
      );
      if (result.status === 'fulfilled') {
        if (call.subscribe) for (const symbol of call.request.symbols) subscribedAt.set(symbol, clock.now());
        return;
      }
      const reason: unknown = result.reason;
      if (call.subscribe && reason instanceof UpstreamHttpError && reason.status === 400) {
        // A refusal of the request itself (quota, a symbol the stream does not carry) is not
        // transient; retried forever it would also keep the session from ever counting as live.
        for (const k of keys) {
          upstream.delete(k);
          refused.add(k);
        }
        options.onRefused?.(`streaming subscribe refused for ${call.request.symbols.join(',')}: ${reason.message}`);
        return;
      }
      ok = false;
      // Undo the mark: a failed subscribe is not in place, a failed unsubscribe still is.
      for (const k of keys) {
        if (call.subscribe) upstream.delete(k);
        else upstream.add(k);
      }
    });
    if (!ok) flushSoon(retryMs);
    return ok;
  }

  return {
    watch(symbol: string, kind: StreamKind): void {
      const key = keyString({ symbol, subType: SUB_TYPE_OF[kind] });
      const count = counts.get(key) ?? 0;
      if (count === 0) {
        unknown.delete(symbol);
        refused.delete(key);
      }
      counts.set(key, count + 1);
      const cancelGrace = leaving.get(key);
      leaving.delete(key);
      cancelGrace?.();
      // A first live price waits for this call: no added wait after a quiet spell.
      if (!upstream.has(key)) flushSoon(Math.max(0, lastCallAt + debounceMs - clock.now()));
    },
    unwatch(symbol: string, kind: StreamKind): void {
      const key = keyString({ symbol, subType: SUB_TYPE_OF[kind] });
      const count = counts.get(key) ?? 0;
      if (count === 0) return;
      if (count > 1) {
        counts.set(key, count - 1);
        return;
      }
      counts.delete(key);
      leaving.set(
        key,
        clock.setTimer(() => {
          leaving.delete(key);
          void sync();
        }, graceMs),
      );
    },
    /** A session is up (after every CONNACK): it has no subscriptions, so the whole union is sent. Resolves true once in place. */
    connected(sessionId: string): Promise<boolean> {
      session = sessionId;
      upstream.clear();
      subscribedAt.clear();
      refused.clear();
      const done = new Promise<boolean>((resolve) => waiters.push(resolve));
      void sync();
      return done;
    },
    disconnected(): void {
      session = null;
      upstream.clear();
      subscribedAt.clear();
      for (const resolve of waiters.splice(0)) resolve(false);
      waiters = [];
    },
    /** Subscribes a symbol again (it went silent while others flow). */
    resubscribe(symbol: string): void {
      for (const key of [...upstream]) if (parseKey(key).symbol === symbol) upstream.delete(key);
      subscribedAt.delete(symbol);
      void sync();
    },
    /** Symbols some browser watches (any kind), with the kinds watched. */
    watched(): Map<string, Set<SubType>> {
      const out = new Map<string, Set<SubType>>();
      for (const key of counts.keys()) {
        const { symbol, subType } = parseKey(key);
        out.set(symbol, (out.get(symbol) ?? new Set<SubType>()).add(subType));
      }
      return out;
    },
    /** Listed symbols whose quote some browser watches: what polling asks for while the stream is down. */
    quoteSymbols(): string[] {
      return [...counts.keys()]
        .map(parseKey)
        .filter((k) => k.subType === 'SNAPSHOT' && !unknown.has(k.symbol))
        .map((k) => k.symbol);
    },
    /** When each symbol pushed periodically (SNAPSHOT or QUOTE) was last subscribed in this session. */
    subscribedSince(): Map<string, number> {
      const out = new Map<string, number>();
      for (const [symbol, at] of subscribedAt) {
        if (
          upstream.has(keyString({ symbol, subType: 'SNAPSHOT' })) ||
          upstream.has(keyString({ symbol, subType: 'QUOTE' }))
        )
          out.set(symbol, at);
      }
      return out;
    },
    close(): void {
      cancelFlush?.();
      for (const cancel of leaving.values()) cancel();
      leaving.clear();
      session = null;
    },
  };
}

export type SubscriptionManager = ReturnType<typeof createSubscriptionManager>;
