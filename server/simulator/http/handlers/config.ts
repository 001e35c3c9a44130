import type { HandlerContext } from '../handler-context';

/** The SDK's start-up call: whether this app key must send `x-access-token` (docs/protocol.md#access-token). */
export function getApiConfig(context: HandlerContext) {
  return { token_check_enabled: context.tokenCheck };
}
