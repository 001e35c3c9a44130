import { z } from 'zod';
import type { UpstreamClient } from '../client/http-client';
import { UpstreamHttpError, UpstreamTransportError } from '../client/upstream-errors';

/** The provider's token states; an earlier client release compared the numbers 0 to 3 in this order. */
const PROVIDER_STATES = ['PENDING', 'NORMAL', 'INVALID', 'EXPIRED'] as const;
export type ProviderTokenState = (typeof PROVIDER_STATES)[number];

/** A token as the provider describes it (docs/protocol.md#access-token). */
export interface TokenView {
  token: string;
  /** ms, the provider's clock: the approval deadline while PENDING, else the end of its lifetime. */
  expiresAt: number;
  status: ProviderTokenState;
}

const answerSchema = z.object({
  token: z.string().min(1),
  // Generation 3 names the expiry `expires_at`, generation 2 `expires`.
  expires_at: z.coerce.number().optional(),
  expires: z.coerce.number().optional(),
  status: z.union([z.enum(PROVIDER_STATES), z.number().int().min(0).max(3)]),
});

/** The answer of create or check; an answer that does not fit is a transport error (asked again later). */
export function parseTokenAnswer(json: unknown): TokenView {
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new UpstreamTransportError('the broker answered a token call with an unreadable body');
  const { token, status } = parsed.data;
  const named = typeof status === 'number' ? (PROVIDER_STATES[status] ?? 'INVALID') : status;
  return { token, expiresAt: parsed.data.expires_at ?? parsed.data.expires ?? 0, status: named };
}

const configSchema = z.object({ token_check_enabled: z.boolean() });

/** `GET /openapi/config`: whether this app key must send a token. */
export function parseTokenCheck(json: unknown): boolean {
  const parsed = configSchema.safeParse(json);
  if (!parsed.success) throw new UpstreamTransportError('the broker answered its config call with an unreadable body');
  return parsed.data.token_check_enabled;
}

/**
 * Asks the config call whether this app key must send a token. Only the provider's own answer
 * says no: a call that fails, 404 included, throws, and the token need stays unknown
 * (docs/protocol.md#access-token).
 */
export async function askTokenCheck(client: UpstreamClient): Promise<boolean> {
  try {
    return parseTokenCheck(await client.call('getApiConfig'));
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.status === 404)
      throw new Error(
        'the broker answered its config call with 404, so whether this key needs a second-factor token is unknown',
        { cause: error },
      );
    throw error;
  }
}
