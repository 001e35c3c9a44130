import type { TokenStatus } from '@contracts/token';
import type { DiagnosticsSources } from './diagnostics-collector';

/** The token keeper as diagnostics read it: its state (never the token) and its changes. */
export interface TokenStatusReader {
  status(): TokenStatus;
  onChange(listener: () => void): () => void;
}

/**
 * The diagnostics' session fields from the token keeper: whether the provider checks a token
 * (unknown while the keeper is still asking, or cannot reach the provider), and the token's state
 * and expiry while there is one.
 */
export function tokenSources(
  keeper: TokenStatusReader,
): Pick<DiagnosticsSources, 'tokenCheck' | 'tokenStatus' | 'tokenChanges'> {
  return {
    tokenCheck: () => {
      const { state } = keeper.status();
      if (state === 'starting' || state === 'unreachable') return null;
      return state !== 'off';
    },
    tokenStatus: () => {
      const status = keeper.status();
      if (status.state === 'off' || status.state === 'starting' || status.state === 'unreachable') return null;
      return { status: status.state.toUpperCase(), expires_at: status.expires_at };
    },
    tokenChanges: (listener) => keeper.onChange(listener),
  };
}
