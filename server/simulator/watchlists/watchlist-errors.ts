import { ApiError } from '../http/api-error';

/**
 * A request that is well formed but breaks a rule of the stored lists (duplicate name, a limit,
 * an id or symbol that is not there). The provider answers such business errors with 417 and
 * `INVALID_PARAMETER` "Parameter error, <name>" (docs/protocol.md#errors, #watchlists).
 */
export function businessError(parameter: string, why: string): ApiError {
  return new ApiError(417, 'INVALID_PARAMETER', `Parameter error, ${parameter}: ${why}.`);
}
