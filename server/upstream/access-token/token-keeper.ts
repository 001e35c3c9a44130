import { needsTrader, type TokenState, type TokenStatus } from '@contracts/token';
import {
  AccessTokenRequiredError,
  AccessTokenUnknownError,
  type AccessTokenSource,
} from '../client/access-token-source';
import { redactSecrets } from '../client/redact-secrets';
import type { UpstreamClient } from '../client/http-client';
import type { Clock } from '@server/shared/clock';
import { askTokenCheck, parseTokenAnswer, type TokenView } from './token-answer';

/** The SDKs check a pending token every 5 s for up to 300 s (docs/protocol.md#access-token). */
export const TOKEN_POLL_MS = 5_000;
export const TOKEN_POLL_LIMIT_MS = 300_000;
/**
 * After a failed call (network, 5xx, 429, a config call not found) the keeper starts over this
 * much later, twice as late after each further failure, up to TOKEN_RETRY_LIMIT_MS.
 */
export const TOKEN_RETRY_MS = 10_000;
export const TOKEN_RETRY_LIMIT_MS = 300_000;
/**
 * How long a request waits for the keeper's first answer (is a token needed, and which) before it
 * is refused unsent: the start's config call is usually answered in well under a second.
 */
export const TOKEN_START_WAIT_MS = 5_000;

/** Where the token is kept across restarts: the store's TokenStore (upstream never imports the store). */
export interface TokenRecords {
  getToken(userId: string): Promise<{ token: string; expiresAt: number; status: string } | null>;
  saveToken(userId: string, token: TokenView, now: number): Promise<void>;
}

export interface TokenKeeperOptions {
  client: UpstreamClient;
  records: TokenRecords;
  /** Whose token it is (a digest of the app key). */
  userId: string;
  clock: Clock;
  /** The broker's clock minus ours (ms), so the time left is counted on the broker's clock. */
  brokerOffsetMs?: () => number;
  pollMs?: number;
  pollLimitMs?: number;
  retryMs?: number;
  log?: (line: string) => void;
}

/** The second-factor token for the whole BFF: the HTTP client's `AccessTokenSource` and the `status/token` topic. */
export interface TokenKeeper extends AccessTokenSource {
  status(): TokenStatus;
  /**
   * Every token this keeper has held or read from the store, the current one and the earlier
   * ones: the values the logs and diagnostics blank out (docs/security.md#what-never-leaves-the-bff).
   */
  knownTokens(): readonly string[];
  /** Called on every change of state or expiry; returns a stop. */
  onChange(listener: () => void): () => void;
  /** Asks the provider whether a token is needed, and gets one (a stored one if still good). */
  start(): Promise<void>;
  /** Asks for a new token after a rejected or expired one (the trader's button); else changes nothing. */
  renew(): Promise<TokenStatus>;
  close(): void;
}

/**
 * Keeps the provider's second-factor token (docs/protocol.md#access-token): at start, a stored token
 * that is still PENDING or NORMAL is checked and reused, else a new one is created; a PENDING token is
 * checked every `pollMs` for up to `pollLimitMs`. A NORMAL token the provider refuses (revoked,
 * idle) is replaced at once; a token the trader rejected or let expire is replaced only on `renew`,
 * so nobody's phone is prompted again and again while nobody looks. Steps run one at a time.
 */
export function createTokenKeeper(o: TokenKeeperOptions): TokenKeeper {
  const pollMs = o.pollMs ?? TOKEN_POLL_MS;
  const pollLimitMs = o.pollLimitMs ?? TOKEN_POLL_LIMIT_MS;
  const retryMs = o.retryMs ?? TOKEN_RETRY_MS;
  const log = o.log ?? (() => undefined);
  const listeners = new Set<() => void>();
  let state: TokenState = 'starting';
  let current: TokenView | null = null;
  // A replaced token is kept here too: a late answer or log line may still quote it.
  const known = new Set<string>();
  const remember = (token: string) => {
    if (token.length > 0) known.add(token);
  };
  let pendingSince = 0;
  // Failed steps in a row, for the retry's backoff.
  let failures = 0;
  let cancelTimer: (() => void) | null = null;
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  // Read through a function: `close()` may run while a step awaits the provider.
  const isClosed = () => closed;
  const stateNow = () => state;

  function set(next: TokenState): void {
    state = next;
    for (const listener of [...listeners]) listener();
    for (const wake of [...waiting]) wake();
  }

  // Requests waiting for the first answer: woken at every change of state, and at close.
  const waiting = new Set<() => void>();
  /** Resolves once the keeper has left `starting` or is closed, or after `waitMs`, whichever comes first. */
  function settled(waitMs: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        if (stateNow() === 'starting' && !isClosed()) return;
        waiting.delete(wake);
        cancel();
        resolve();
      };
      const cancel = o.clock.setTimer(() => {
        waiting.delete(wake);
        resolve();
      }, waitMs);
      waiting.add(wake);
    });
  }

  function later(step: () => Promise<void>, delayMs: number): void {
    cancelTimer?.();
    cancelTimer = o.clock.setTimer(() => {
      cancelTimer = null;
      void run(step);
    }, delayMs);
  }

  function run(step: () => Promise<void>): Promise<void> {
    queue = queue.then(async () => {
      if (isClosed()) return;
      try {
        await step();
        failures = 0;
      } catch (error) {
        if (isClosed()) return;
        failures += 1;
        const delayMs = Math.min(retryMs * 2 ** (failures - 1), TOKEN_RETRY_LIMIT_MS);
        // Said once, not at every retry while the broker stays out of reach.
        if (stateNow() !== 'unreachable')
          log(
            redactSecrets(
              `Second-factor token: ${error instanceof Error ? error.message : String(error)}; trying again in ${String(delayMs / 1000)} s.`,
              [...known],
            ),
          );
        set('unreachable');
        later(begin, delayMs);
      }
    });
    return queue;
  }

  const check = async (token: string) => parseTokenAnswer(await o.client.call('checkToken', { body: { token } }));
  const create = async () => parseTokenAnswer(await o.client.call('createToken', { body: {} }));

  async function begin(): Promise<void> {
    // A retry after a failure stays `unreachable` until it gets an answer.
    if (stateNow() !== 'unreachable') set('starting');
    if (!(await askTokenCheck(o.client))) {
      current = null;
      set('off');
      return;
    }
    const stored = await o.records.getToken(o.userId);
    if (stored !== null) remember(stored.token);
    if (stored !== null && (stored.status === 'NORMAL' || stored.status === 'PENDING')) {
      const checked = await check(stored.token);
      if (checked.status === 'NORMAL' || checked.status === 'PENDING') return adopt(checked);
    }
    await adopt(await create());
  }

  async function adopt(view: TokenView): Promise<void> {
    remember(view.token);
    const stillPending = current?.token === view.token && current.status === 'PENDING';
    current = view;
    const now = o.clock.now();
    await o.records.saveToken(o.userId, view, now);
    if (view.status !== 'PENDING') {
      set(view.status === 'NORMAL' ? 'normal' : view.status === 'EXPIRED' ? 'expired' : 'invalid');
      return;
    }
    if (!stillPending) {
      pendingSince = now;
      log('The broker asks for a second-factor sign-in: approve it in your broker app.');
    }
    if (now - pendingSince >= pollLimitMs) {
      set('expired');
      return;
    }
    set('pending');
    later(poll, pollMs);
  }

  async function poll(): Promise<void> {
    if (state === 'pending' && current !== null) await adopt(await check(current.token));
  }

  /** The token in use was refused: a dead one (revoked, idle) is replaced at once. */
  async function recheck(token: string): Promise<void> {
    if (state !== 'normal' || current?.token !== token) return;
    const checked = await check(token);
    await adopt(checked.status === 'NORMAL' ? checked : await create());
  }

  /** The provider refused a request for want of a token the config call said was not needed. */
  async function demanded(): Promise<void> {
    if (state !== 'off') return;
    log('The broker asks for a second-factor token after all: starting the sign-in.');
    await adopt(await create());
  }

  async function renew(): Promise<void> {
    if (state === 'unreachable') await begin();
    else if (state === 'expired' || state === 'invalid') await adopt(await create());
  }

  return {
    async forRequest() {
      if (stateNow() === 'starting' && !isClosed()) await settled(TOKEN_START_WAIT_MS);
      const now = stateNow();
      if (needsTrader(now)) throw new AccessTokenRequiredError();
      if (now === 'off') return null;
      if (now === 'normal' && current?.status === 'NORMAL') return current.token;
      // Still starting, or out of reach: whether a token is needed is unknown, so nothing goes out
      // (docs/protocol.md#access-token).
      throw new AccessTokenUnknownError();
    },
    refused(token) {
      void run(() => (token === null ? demanded() : recheck(token)));
    },
    status() {
      const at = o.clock.now();
      const shown = state === 'pending' || state === 'normal' || state === 'unreachable';
      const expiresAt = shown && current !== null ? current.expiresAt : null;
      const brokerNow = at + (o.brokerOffsetMs?.() ?? 0);
      return {
        state,
        expires_at: expiresAt,
        expires_in_ms: expiresAt === null ? null : Math.max(0, Math.round(expiresAt - brokerNow)),
        at,
      };
    },
    knownTokens: () => [...known],
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => run(begin),
    async renew() {
      await run(renew);
      return this.status();
    },
    close() {
      closed = true;
      cancelTimer?.();
      cancelTimer = null;
      listeners.clear();
      for (const wake of [...waiting]) wake();
    },
  };
}
