import { FEED_STATUS_TOPIC, symbolTopic, type LiveDepth, type LiveQuote, type StreamKind } from '../contracts/stream';
import { BUDGET_STATUS_TOPIC } from '../contracts/budget';
import { DIAGNOSTICS_TOPIC, type Diagnostics } from '../contracts/diagnostics';
import type { Tick } from '../contracts/market-data';
import { TOKEN_STATUS_TOPIC } from '../contracts/token';
import { frameLatched } from './frame-latched';
import type { AccountUpdate } from '../contracts/portfolio';
import type { OrderUpdate, TradingTopicKind } from '../contracts/trading-topics';
import type { LiveMessage } from './live-message';
import { createListenerSets } from './listener-sets';
import { createLiveNotices } from './live-notices';
import { createTopicInterest } from './topic-interest';
import { appendTicks, EMPTY_TAPE, type TickTape } from './tick-tape';
import type { LinkState, LiveTransport } from './live-transport';
import type { BudgetView, FeedView, FrameScheduler, TokenView } from './live-views';

const LINK_KEY = '#link';

/**
 * `orders/<id>`, `account/<id>`, the form of src/contracts/trading-topics.ts, written here
 * rather than imported: that module brings the order schemas, which the first screen leaves out.
 */
const accountTopic = (kind: TradingTopicKind, accountId: string) => `${kind}/${accountId}`;

/** Receives an account's order updates of one frame, oldest first. */
export type OrderUpdatesListener = (updates: readonly OrderUpdate[]) => void;

/** Steps that only say a request is on its way: the tab that asked shows that already. */
const ON_THE_WAY: ReadonlySet<OrderUpdate['event']['kind']> = new Set(['sent', 'cancel_requested', 'modify_requested']);

/**
 * Live data outside React: the latest quote and depth and the recent ticks per symbol, the
 * latest balance and positions per account, and the feed status. Messages land in a pending
 * layer; once per animation frame the pending values are published and each affected listener
 * is told once, so a burst of 1,000 updates costs one render per component per frame. Order
 * updates are the exception to "latest wins": every one is kept and handed on, in arrival
 * order, since each is a step of an order's life (a fill, a refusal) that a later one does not
 * repeat (docs/trading-screens.md#live-account-topics-in-the-tab). Topic interest is
 * reference-counted (./topic-interest.ts): a topic is subscribed while something retains it.
 */
export function createLiveStore(frames: FrameScheduler, maxTicks = 200) {
  let transport: LiveTransport | null = null;
  let detach: (() => void) | undefined;
  const quotes = new Map<string, LiveQuote>();
  const depths = new Map<string, LiveDepth>();
  const tapes = new Map<string, TickTape>();
  const accounts = new Map<string, AccountUpdate>();
  let view: FeedView = { link: 'connecting', everOnline: false, feed: null };
  const budget = frameLatched<BudgetView>();
  const token = frameLatched<TokenView>();
  const diagnostics = frameLatched<Diagnostics>();

  const pendingQuotes = new Map<string, LiveQuote>();
  const pendingDepths = new Map<string, LiveDepth>();
  const pendingTicks = new Map<string, Tick[]>();
  const pendingAccounts = new Map<string, AccountUpdate>();
  const pendingOrders = new Map<string, OrderUpdate[]>();
  let pendingView: FeedView | undefined;
  const dirty = new Set<string>();
  let frame: number | undefined;

  const listeners = createListenerSets<() => void>();
  const orderListeners = createListenerSets<OrderUpdatesListener>();
  const restoredListeners = new Set<() => void>();
  let lastLink: LinkState = 'connecting';
  let wasOnline = false;
  const interest = createTopicInterest((add, remove) => {
    if (add.length > 0) transport?.subscribe(add);
    if (remove.length > 0) transport?.unsubscribe(remove);
    for (const topic of remove) forget(topic);
  });
  const notices = createLiveNotices(interest);
  let ordersQueued = false;

  function publish(): void {
    frame = undefined;
    for (const [symbol, quote] of pendingQuotes) quotes.set(symbol, quote);
    for (const [symbol, depth] of pendingDepths) depths.set(symbol, depth);
    for (const [symbol, ticks] of pendingTicks)
      tapes.set(symbol, appendTicks(tapes.get(symbol) ?? EMPTY_TAPE, ticks, maxTicks));
    for (const [accountId, update] of pendingAccounts) accounts.set(accountId, update);
    if (pendingView !== undefined) view = pendingView;
    for (const value of [budget, token, diagnostics]) value.commit();
    pendingQuotes.clear();
    pendingDepths.clear();
    pendingTicks.clear();
    pendingAccounts.clear();
    pendingView = undefined;
    const keys = [...dirty];
    dirty.clear();
    for (const key of keys) for (const listener of listeners.of(key)) listener();
    publishOrders();
  }

  /**
   * Order steps do not wait for a frame: they are rare, and a fill or a refusal is what the
   * trader waits for (docs/trading-screens.md#live-account-topics-in-the-tab). Those that arrive
   * within one task go out together, oldest first. A step that only says a request is on its
   * way waits for the next frame (or the next other step), so a broker that answers within the
   * frame costs one render, not two.
   */
  function publishOrders(): void {
    ordersQueued = false;
    const orders = [...pendingOrders];
    pendingOrders.clear();
    for (const [accountId, updates] of orders) for (const listener of orderListeners.of(accountId)) listener(updates);
  }

  function markDirty(key: string): void {
    dirty.add(key);
    frame ??= frames.request(publish);
  }

  function receive(message: LiveMessage): void {
    if (message.kind === 'status') {
      pendingView = { ...(pendingView ?? view), feed: message.data };
      markDirty(FEED_STATUS_TOPIC);
      return;
    }
    if (notices.receive(message)) return;
    if (message.kind === 'budget') {
      budget.set({ status: message.data, receivedAt: Date.now() });
      markDirty(BUDGET_STATUS_TOPIC);
      return;
    }
    if (message.kind === 'token') {
      token.set({ status: message.data, receivedAt: Date.now() });
      markDirty(TOKEN_STATUS_TOPIC);
      return;
    }
    if (message.kind === 'diagnostics') {
      if (interest.count(DIAGNOSTICS_TOPIC) === 0) return;
      diagnostics.set(message.data);
      markDirty(DIAGNOSTICS_TOPIC);
      return;
    }
    if (message.kind === 'orders' || message.kind === 'account') {
      const topic = accountTopic(message.kind, message.accountId);
      if (interest.count(topic) === 0) return;
      if (message.kind === 'account') {
        pendingAccounts.set(message.accountId, message.data);
        markDirty(topic);
        return;
      }
      pendingOrders.set(message.accountId, [...(pendingOrders.get(message.accountId) ?? []), message.data]);
      if (ON_THE_WAY.has(message.data.event.kind)) frame ??= frames.request(publish);
      else if (!ordersQueued) {
        ordersQueued = true;
        queueMicrotask(publishOrders);
      }
      return;
    }
    const { symbol } = message;
    const topic = symbolTopic(message.kind, symbol);
    // Late messages for a topic nobody watches any more are not kept.
    if (interest.count(topic) === 0) return;
    if (message.kind === 'quote') pendingQuotes.set(symbol, message.data);
    else if (message.kind === 'depth') pendingDepths.set(symbol, message.data);
    // Frames stop in a hidden tab; keep only as many pending trades as the tape holds.
    else pendingTicks.set(symbol, [...(pendingTicks.get(symbol) ?? []), ...message.data.ticks].slice(-maxTicks));
    markDirty(topic);
  }

  function forget(topic: string): void {
    if (topic === DIAGNOSTICS_TOPIC) {
      diagnostics.clear();
      return;
    }
    const [kind, name = ''] = topic.split('/');
    if (kind === 'quote') quotes.delete(name);
    if (kind === 'depth') depths.delete(name);
    if (kind === 'tick') tapes.delete(name);
    if (kind === 'account') accounts.delete(name);
    if (kind === 'orders') pendingOrders.delete(name);
  }

  function onLink(link: LinkState): void {
    const base = pendingView ?? view;
    pendingView = { ...base, link, everOnline: base.everOnline || link === 'online' };
    markDirty(LINK_KEY);
    // Told at once rather than per frame: a drop and a reconnect within one frame still count.
    const restored = link === 'online' && lastLink !== 'online' && wasOnline;
    lastLink = link;
    wasOnline ||= link === 'online';
    if (restored) for (const listener of [...restoredListeners]) listener();
  }

  function startTopics(): string[] {
    return [FEED_STATUS_TOPIC, BUDGET_STATUS_TOPIC, TOKEN_STATUS_TOPIC, ...interest.topics()];
  }

  function listen(key: string, listener: () => void): () => void {
    return listeners.add(key, listener);
  }

  return {
    /** Declares interest in a topic until the returned function is called. */
    retain(kind: StreamKind, symbol: string): () => void {
      return interest.retain(symbolTopic(kind, symbol));
    },
    /**
     * Wants `kind/<symbol>` before anything on screen does, until its first `retain` (or a stop):
     * docs/decisions/0091-the-live-connection-opens-with-the-session.md.
     */
    prime(kind: StreamKind, symbol: string): void {
      interest.prime(symbolTopic(kind, symbol));
    },
    /** Declares interest in `orders/<accountId>` or `account/<accountId>` until released. */
    retainAccount(kind: TradingTopicKind, accountId: string): () => void {
      return interest.retain(accountTopic(kind, accountId));
    },
    /** Declares interest in `status/diagnostics` (the diagnostics panel) until released. */
    retainDiagnostics(): () => void {
      return interest.retain(DIAGNOSTICS_TOPIC);
    },
    ...notices.api,
    /** Calls `listener` (at most once per frame) when the value under `key` changes. */
    listen,
    /**
     * Hands every order update of the account to `listener` as it arrives (those of one task
     * together), oldest first; none is merged or skipped. Only while `orders/<accountId>` is retained.
     */
    onOrderUpdates(accountId: string, listener: OrderUpdatesListener): () => void {
      return orderListeners.add(accountId, listener);
    },
    /**
     * Calls `listener` each time the link comes back after having been up: what was published
     * while it was down is not replayed to this tab, so account data must be read again.
     */
    onLinkRestored(listener: () => void): () => void {
      restoredListeners.add(listener);
      return () => restoredListeners.delete(listener);
    },
    /** Calls `listener` (at most once per frame) when the account's newest balance and positions change. */
    onAccountUpdate(accountId: string, listener: (update: AccountUpdate) => void): () => void {
      return listen(accountTopic('account', accountId), () => {
        const update = accounts.get(accountId);
        if (update !== undefined) listener(update);
      });
    },
    quote: (symbol: string): LiveQuote | undefined => quotes.get(symbol),
    /** The newest balance and positions pushed for the account (listen on `account/<id>`). */
    account: (accountId: string): AccountUpdate | undefined => accounts.get(accountId),
    depth: (symbol: string): LiveDepth | undefined => depths.get(symbol),
    ticks: (symbol: string): TickTape => tapes.get(symbol) ?? EMPTY_TAPE,
    feedView: (): FeedView => view,
    /** The BFF's call budget with the provider, as last relayed (null until the first). */
    budget: (): BudgetView | null => budget.get(),
    /** The provider's second-factor token as the BFF holds it (null until the first word). */
    token: (): TokenView | null => token.get(),
    /** The BFF's diagnostics as last relayed, while retained (null until the first). */
    diagnostics: (): Diagnostics | null => diagnostics.get(),
    /** Topics currently wanted, for diagnostics and tests. */
    topics: (): string[] => interest.topics().sort(),
    /** What `start` subscribes: the status topics and every topic already wanted. */
    startTopics,
    /** Takes over an opened connection and subscribes the status and every topic already wanted. */
    start(opened: LiveTransport): void {
      if (transport !== null) return;
      transport = opened;
      const stopMessages = opened.onMessage(receive);
      const stopLink = opened.onLinkState(onLink);
      // The relay retains the status topics, so this subscription answers at once with the current state.
      opened.subscribe(startTopics());
      detach = () => {
        stopMessages();
        stopLink();
        opened.close();
      };
    },
    /** Closes the connection; interest is kept for the next start, except what was only primed. */
    stop(): void {
      interest.dropPrimed();
      if (frame !== undefined) frames.cancel(frame);
      frame = undefined;
      detach?.();
      detach = undefined;
      transport = null;
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;
export const FEED_KEYS = [FEED_STATUS_TOPIC, LINK_KEY] as const;
