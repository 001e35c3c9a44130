/** What went wrong with a BFF call, in terms the UI can act on. */
export type ApiErrorKind =
  | 'not-signed-in'
  /** The broker waits for the trader to approve a second-factor sign-in (the BFF's `TOKEN_REQUIRED`); nothing was sent. */
  | 'sign-in-pending'
  | 'not-found'
  | 'invalid-request'
  | 'rate-limited'
  | 'upstream'
  | 'network'
  | 'invalid-response'
  | 'server';

/** Every failed BFF call surfaces as one of these; `message` is written for a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The BFF's machine code (e.g. `UNKNOWN_SYMBOL`), or a local one for network failures. */
    readonly code: string,
    /** Seconds to wait before asking again (rate-limited answers only). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** True when the browser has no valid session with the BFF. */
export function isNotSignedIn(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not-signed-in';
}

/** The sentence shown while the provider's rate budget is exhausted. */
export function rateLimitMessage(secondsLeft: number): string {
  return `The provider's rate limit is reached; retrying in ${Math.max(0, secondsLeft)} s`;
}

/** Maps an HTTP status to the kind of failure the UI distinguishes. */
export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'not-signed-in';
  if (status === 404) return 'not-found';
  if (status === 503) return 'rate-limited';
  if (status === 502 || status === 504) return 'upstream';
  if (status >= 400 && status < 500) return 'invalid-request';
  return 'server';
}
