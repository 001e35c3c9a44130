/**
 * Where the HTTP client gets the second-factor token it sends as `x-access-token`, after signing
 * (docs/protocol.md#access-token). The token keeper (server/upstream/access-token/) is the one.
 */
export interface AccessTokenSource {
  /**
   * The token for the next request, or null to send none (the provider asks for none, or it is
   * not known yet). Throws AccessTokenRequiredError while the trader must approve or ask again:
   * such a request would only be refused.
   */
  forRequest(): string | null;
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
