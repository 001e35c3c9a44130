/** Error codes the simulator's API answers with outside authentication. */
export type ApiErrorCode =
  | 'ILLEGAL_PARAMETER'
  | 'INVALID_PARAMETER'
  | 'INVALID_SYMBOL'
  | 'UNSUPPORTED_CATEGORY'
  | 'UNSUPPORTED_TIMESPAN'
  | 'TOO_MANY_SYMBOLS'
  | 'UNSUPPORTED_SUB_TYPE'
  | 'TOO_MANY_SUBSCRIPTION'
  | 'ACCOUNT_ACCESS_DENIED'
  | 'TOO_MANY_REQUESTS'
  | 'OPENAPI_NO_NIGHT_TRADING_TIME'
  | 'INTERNAL_ERROR';

/** Thrown by handlers; turned into `{"error_code","message"}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function illegalParameter(name: string, why: string): ApiError {
  return new ApiError(400, 'ILLEGAL_PARAMETER', `Parameter ${name} ${why}.`);
}
