import { z } from 'zod';

/**
 * The provider's second-factor token as the BFF holds it, relayed to browsers on one retained
 * topic beside `status/feed` (docs/protocol.md#access-token, docs/architecture.md#the-second-factor-token):
 *
 *   status/token   TokenStatus, the token's state and how long it has left (never the token itself)
 *
 * Also the answer of `GET /api/token` and `POST /api/token/renew`.
 */
export const TOKEN_STATUS_TOPIC = 'status/token';

/**
 * - `off`: the provider does not ask this app key for a token.
 * - `starting`: asking the provider whether a token is needed, or for one.
 * - `pending`: waiting for the trader to approve the sign-in in the broker's app.
 * - `normal`: approved; sent on every request.
 * - `expired`: not approved in time. `invalid`: rejected, revoked or unknown to the provider.
 * - `unreachable`: the provider could not be asked; the BFF tries again by itself.
 */
export const tokenStateSchema = z.enum(['off', 'starting', 'pending', 'normal', 'expired', 'invalid', 'unreachable']);
export type TokenState = z.infer<typeof tokenStateSchema>;

export const tokenStatusSchema = z.object({
  state: tokenStateSchema,
  /** The token's expiry (ms, the provider's clock): the approval deadline while pending; null without a token. */
  expires_at: z.number().int().nullable(),
  /** How long the token had left when `at` was measured (ms; never below 0); null without a token. */
  expires_in_ms: z.number().int().nullable(),
  /** When the BFF stated it (ms, its clock): a browser counts `expires_in_ms` down from its receipt. */
  at: z.number().int(),
});
export type TokenStatus = z.infer<typeof tokenStatusSchema>;

/** The states in which nothing can reach the provider until the trader acts. */
export function needsTrader(state: TokenState): boolean {
  return state === 'pending' || state === 'expired' || state === 'invalid';
}

/**
 * The states in which the BFF sends the provider nothing: those above, and `unreachable`, where
 * whether a token is needed is unknown (docs/protocol.md#access-token).
 */
export function holdsRequests(state: TokenState): boolean {
  return needsTrader(state) || state === 'unreachable';
}
