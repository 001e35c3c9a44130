import { z } from 'zod';
import type { TokenView } from '@server/simulator/auth/access-tokens';
import type { HandlerContext, PathGeneration } from '../handler-context';
import { illegalParameter } from '../api-error';

const tokenText = z.string().trim().min(1).max(200);
const createBody = z.object({ token: tokenText.optional() });
const checkBody = z.object({ token: tokenText });

/**
 * The answer's expiry is `expires_at` on the generation-3 pages and `expires` where the
 * generation-2 client reads it (docs/protocol.md#access-token).
 */
function answer(view: TokenView, generation: PathGeneration) {
  return generation === 'gen3'
    ? { token: view.token, expires_at: view.expiresAt, status: view.status }
    : { token: view.token, expires: view.expiresAt, status: view.status };
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw illegalParameter('token', 'must be the token text');
  return parsed.data;
}

/** `POST /auth/tokens/create`: a stored token still PENDING or NORMAL comes back, else a new PENDING one. */
export function createAccessToken(context: HandlerContext) {
  const { token } = parse(createBody, context.body);
  return answer(context.tokens.create(context.appKey, token, context.serverNowMs), context.generation);
}

/** `POST /auth/tokens/check`: the token's state; one this key never had is INVALID. */
export function checkAccessToken(context: HandlerContext) {
  const { token } = parse(checkBody, context.body);
  const view = context.tokens.check(context.appKey, token, context.serverNowMs);
  return answer(view ?? { token, expiresAt: 0, status: 'INVALID' }, context.generation);
}
