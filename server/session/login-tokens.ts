import { newToken, secretsEqual } from './secrets';

/** A printed login link works for this long: long enough to copy it, short enough that an old scrollback is useless. */
export const LOGIN_LINK_TTL_MS = 5 * 60 * 1_000;

/** Why a fresh token was issued: the last one was used, or it was presented after it expired. */
export type RotateReason = 'used' | 'expired';

/** `ok`: the token was current and fresh; `expired`: it was current but too old; `invalid`: anything else. */
export type LoginAttempt = 'ok' | 'expired' | 'invalid';

/**
 * The one-time login token printed in the terminal. Using it, or presenting it after it
 * expired, issues a new one (so a browser can still sign in), which `onRotate` announces.
 */
export class LoginTokens {
  private token: string;
  private issuedAt: number;

  constructor(
    private readonly generate: () => string = newToken,
    private readonly onRotate: (token: string, reason: RotateReason) => void = () => undefined,
    private readonly options: { now?: () => number; ttlMs?: number } = {},
  ) {
    this.token = generate();
    this.issuedAt = this.now();
  }

  current(): string {
    return this.token;
  }

  /** How long a printed link works. */
  get ttlMs(): number {
    return this.options.ttlMs ?? LOGIN_LINK_TTL_MS;
  }

  /** Judges `candidate`; the current token is replaced whether it was fresh or expired. */
  consume(candidate: string): LoginAttempt {
    if (!secretsEqual(candidate, this.token)) return 'invalid';
    const expired = this.now() - this.issuedAt >= this.ttlMs;
    this.token = this.generate();
    this.issuedAt = this.now();
    this.onRotate(this.token, expired ? 'expired' : 'used');
    return expired ? 'expired' : 'ok';
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
