import { tokenStatusSchema, type TokenStatus } from '../contracts/token';
import { apiSend } from '../lib/api-client';

/** `POST /api/token/renew`: asks the broker for a new sign-in after a rejected or expired one. */
export function renewToken(): Promise<TokenStatus> {
  return apiSend('POST', '/api/token/renew', undefined, tokenStatusSchema);
}
