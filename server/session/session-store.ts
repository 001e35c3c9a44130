import { digest, digestsEqual, newToken } from './secrets';

/** How long a browser session lives; both come from the environment (docs/security.md#lifetimes). */
export interface SessionLifetimes {
  /** A session with no authenticated request or live-feed packet for this long ends. */
  idleMs: number;
  /** A session ends this long after its login, however busy it is. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleMs: 12 * 60 * 60 * 1_000,
  absoluteMs: 7 * 24 * 60 * 60 * 1_000,
};

/** Expired sessions are removed this often even when nobody asks for them. */
export const SWEEP_EVERY_MS = 60_000;

/** The time source and one-shot timer of the store; the BFF's `Clock` fits, tests pass a fake one. */
export interface SessionClock {
  now(): number;
  setTimer(callback: () => void, delayMs: number): () => void;
}

export type SessionEndReason = 'logout' | 'expired' | 'replaced';

/** What a login hands out: the cookie value, the secret for the page, and the key the store files it under. */
export interface NewSession {
  id: string;
  secret: string;
  key: string;
}

export type Authentication = 'ok' | 'no-session' | 'bad-secret';

interface Entry {
  createdAt: number;
  lastSeenAt: number;
  secretDigest: Buffer;
}

/** The key a session is filed under: the hex SHA-256 of its cookie value, never the value itself. */
export function sessionKey(id: string): string {
  return digest(id).toString('hex');
}

/**
 * Browser sessions in memory. Each has a cookie id and a second secret that only the page
 * holds; only SHA-256 digests of both are kept, so lookups leak nothing through timing and a
 * heap dump holds nothing usable. Listeners hear of every end (logout, expiry, a newer login)
 * at once, so the relay can close that session's sockets.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Entry>();
  private readonly endListeners = new Set<(key: string, reason: SessionEndReason) => void>();

  constructor(
    private readonly clock: SessionClock,
    readonly lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
  ) {}

  create(): NewSession {
    const id = newToken();
    const secret = newToken();
    const key = sessionKey(id);
    const now = this.clock.now();
    this.sessions.set(key, { createdAt: now, lastSeenAt: now, secretDigest: digest(secret) });
    return { id, secret, key };
  }

  /** When the session a cookie names ends at the latest (its maximum age); null when none lives. */
  endsAt(id: string | undefined): number | null {
    if (id === undefined || id === '') return null;
    const entry = this.live(sessionKey(id));
    return entry === undefined ? null : entry.createdAt + this.lifetimes.absoluteMs;
  }

  /** Whether a cookie names a live session, without counting as activity (the WebSocket upgrade). */
  has(id: string | undefined): boolean {
    return id !== undefined && id !== '' && this.live(sessionKey(id)) !== undefined;
  }

  /** Checks the cookie and the secret together (constant time); success counts as activity. */
  authenticate(id: string | undefined, secret: string | undefined): Authentication {
    if (id === undefined || id === '') return 'no-session';
    return this.authenticateKey(sessionKey(id), secret);
  }

  /** {@link authenticate} by key, for holders that keep the key rather than the cookie (the relay). */
  authenticateKey(key: string, secret: string | undefined): Authentication {
    const entry = this.live(key);
    if (entry === undefined) return 'no-session';
    if (secret === undefined || !digestsEqual(digest(secret), entry.secretDigest)) return 'bad-secret';
    entry.lastSeenAt = this.clock.now();
    return 'ok';
  }

  /** True, and the session counts as active, while the session under `key` lives. */
  touch(key: string): boolean {
    const entry = this.live(key);
    if (entry === undefined) return false;
    entry.lastSeenAt = this.clock.now();
    return true;
  }

  end(id: string | undefined, reason: SessionEndReason = 'logout'): void {
    if (id !== undefined && id !== '') this.endKey(sessionKey(id), reason);
  }

  endKey(key: string, reason: SessionEndReason): void {
    if (!this.sessions.delete(key)) return;
    for (const listener of [...this.endListeners]) listener(key, reason);
  }

  /** Calls `listener` with the key of every session that ends, whatever ends it. */
  onEnd(listener: (key: string, reason: SessionEndReason) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** Ends every expired session now; returns how many. */
  sweep(): number {
    const now = this.clock.now();
    const expired = [...this.sessions].filter(([, entry]) => this.isExpired(entry, now)).map(([key]) => key);
    for (const key of expired) this.endKey(key, 'expired');
    return expired.length;
  }

  /**
   * Sweeps every `everyMs` until the returned function is called, so an idle session's sockets
   * close even when no request ever names it again. The system clock's timers are unref'd.
   */
  startSweeping(everyMs = SWEEP_EVERY_MS): () => void {
    let cancel: () => void = () => undefined;
    const arm = () => {
      cancel = this.clock.setTimer(() => {
        this.sweep();
        arm();
      }, everyMs);
    };
    arm();
    return () => {
      cancel();
    };
  }

  get size(): number {
    return this.sessions.size;
  }

  private live(key: string): Entry | undefined {
    const entry = this.sessions.get(key);
    if (entry === undefined) return undefined;
    if (!this.isExpired(entry, this.clock.now())) return entry;
    this.endKey(key, 'expired');
    return undefined;
  }

  private isExpired(entry: Entry, now: number): boolean {
    return now - entry.lastSeenAt >= this.lifetimes.idleMs || now - entry.createdAt >= this.lifetimes.absoluteMs;
  }
}
