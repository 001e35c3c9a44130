/**
 * Where the HTTP client gets the second-factor token it sends as `x-access-token`, after signing
 * (docs/protocol.md#access-token). The token keeper (server/upstream/access-token/) is the one.
 */
export interface AccessTokenSource {
  /**
   * The token for the next request, or null to send none (the provider asks for none). Rejects with
   * AccessTokenRequiredError while the trader must approve or ask again, and with
   * AccessTokenUnknownError while the provider's need of a token is not known: such a request would
   * only be refused, and a request without a token the key needs must never go out.
   */
  forRequest(): Promise<string | null>;
  /** The provider answered 401 `INVALID_TOKEN` to a request that carried `token` (null: none). */
  refused(token: string | null): void;
}

/** The provider wants a token the trader has not approved (yet): nothing is sent. */
export class AccessTokenRequiredError extends Error {
  constructor() {
    super('The broker is waiting for the trader to approve the sign-in in the broker app.');
    this.name = 'AccessTokenRequiredError';
  }
}

/**
 * The provider could not be asked whether this key needs a token (its config call failed), or no
 * usable token could be had: nothing is sent until it can (docs/protocol.md#access-token).
 */
export class AccessTokenUnknownError extends Error {
  constructor() {
    super('The broker could not be asked whether this app key needs a second-factor sign-in; nothing was sent.');
    this.name = 'AccessTokenUnknownError';
  }
}
