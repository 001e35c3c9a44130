import { randomBytes } from 'node:crypto';

/** Token states as the provider names them (docs/protocol.md#access-token). */
export type TokenStatus = 'PENDING' | 'NORMAL' | 'INVALID' | 'EXPIRED';

/** A new token waits this long for the user's approval, then is EXPIRED. */
export const APPROVAL_WINDOW_MS = 5 * 60_000;
/** An approved token lasts this long after its last use, then is INVALID. */
export const IDLE_LIFETIME_MS = 15 * 86_400_000;

export interface TokenView {
  token: string;
  /** ms: the approval deadline while PENDING, else the end of the idle lifetime. */
  expiresAt: number;
  status: TokenStatus;
}

interface TokenRecord {
  appKey: string;
  createdAt: number;
  approvedAt: number | null;
  lastUsedAt: number | null;
  revoked: boolean;
}

/**
 * The second-factor tokens of every app key, as the provider keeps them: created PENDING, NORMAL
 * once approved within 5 minutes (else EXPIRED), lasting 15 days from their last use, INVALID when
 * revoked or idle. States are worked out from the clock when asked, so no timer runs.
 */
export interface AccessTokens {
  /** A stored token still PENDING or NORMAL is handed back; anything else gets a new PENDING one. */
  create(appKey: string, stored: string | undefined, nowMs: number): TokenView;
  /** The token's state; null when this key never had it. */
  check(appKey: string, token: string, nowMs: number): TokenView | null;
  /** True when the token is NORMAL for the key; a use extends its lifetime. */
  use(appKey: string, token: string | undefined, nowMs: number): boolean;
  /** Approves the named token, or every PENDING one; returns the tokens approved. */
  approve(token: string | undefined, nowMs: number): string[];
  /** Revokes the named token, or every token; returns the tokens that became INVALID. */
  revoke(token: string | undefined, nowMs: number): string[];
  clear(): void;
}

export function createAccessTokens(newToken: () => string = () => randomBytes(16).toString('hex')): AccessTokens {
  const records = new Map<string, TokenRecord>();

  const statusOf = (r: TokenRecord, nowMs: number): TokenStatus => {
    if (r.revoked) return 'INVALID';
    if (r.approvedAt === null) return nowMs - r.createdAt > APPROVAL_WINDOW_MS ? 'EXPIRED' : 'PENDING';
    return nowMs - (r.lastUsedAt ?? r.approvedAt) > IDLE_LIFETIME_MS ? 'INVALID' : 'NORMAL';
  };
  const view = (token: string, r: TokenRecord, nowMs: number): TokenView => ({
    token,
    expiresAt:
      r.approvedAt === null ? r.createdAt + APPROVAL_WINDOW_MS : (r.lastUsedAt ?? r.approvedAt) + IDLE_LIFETIME_MS,
    status: statusOf(r, nowMs),
  });
  const ownRecord = (appKey: string, token: string | undefined) => {
    const r = token === undefined ? undefined : records.get(token);
    return r?.appKey === appKey ? r : undefined;
  };

  return {
    create(appKey, stored, nowMs) {
      const existing = ownRecord(appKey, stored);
      if (stored !== undefined && existing !== undefined) {
        const current = view(stored, existing, nowMs);
        if (current.status === 'PENDING' || current.status === 'NORMAL') return current;
      }
      const token = newToken();
      const record: TokenRecord = { appKey, createdAt: nowMs, approvedAt: null, lastUsedAt: null, revoked: false };
      records.set(token, record);
      return view(token, record, nowMs);
    },
    check(appKey, token, nowMs) {
      const r = ownRecord(appKey, token);
      return r === undefined ? null : view(token, r, nowMs);
    },
    use(appKey, token, nowMs) {
      const r = ownRecord(appKey, token);
      if (r === undefined || statusOf(r, nowMs) !== 'NORMAL') return false;
      r.lastUsedAt = nowMs;
      return true;
    },
    approve(token, nowMs) {
      const approved: string[] = [];
      for (const [t, r] of records) {
        if ((token === undefined || t === token) && statusOf(r, nowMs) === 'PENDING') {
          r.approvedAt = nowMs;
          approved.push(t);
        }
      }
      return approved;
    },
    revoke(token, nowMs) {
      const revoked: string[] = [];
      for (const [t, r] of records) {
        if ((token === undefined || t === token) && statusOf(r, nowMs) !== 'INVALID') {
          r.revoked = true;
          revoked.push(t);
        }
      }
      return revoked;
    },
    clear: () => {
      records.clear();
    },
  };
}
