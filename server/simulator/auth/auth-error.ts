/** Authentication error codes of docs/protocol.md#errors and #clock-and-nonce (all answered with HTTP 401). */
export type AuthErrorCode =
  | 'MISSING_APP_KEY'
  | 'MISSING_SIGNATURE'
  | 'MISSING_ALGORITHM'
  | 'MISSING_NONCE'
  | 'MISSING_TIMESTAMP'
  | 'MISSING_VERSION'
  | 'SIGNATURE_ALGORITHM_NOT_SUPPORTED'
  | 'VERSION_NOT_SUPPORTED'
  | 'UNSUPPORTED_API_VERSION'
  | 'ILLEGAL_TIMESTAMP'
  | 'DUPLICATED_REQUEST'
  | 'UNAUTHORIZED';

export interface AuthFailure {
  ok: false;
  code: AuthErrorCode;
  message: string;
}

export function authFailure(code: AuthErrorCode, message: string): AuthFailure {
  return { ok: false, code, message };
}
