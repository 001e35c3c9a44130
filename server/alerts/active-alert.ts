import type { StoredAlert } from '@server/store/alert-store';
import { compileCondition, type Judge } from './compile-condition';

/** An active alert as the engine holds it: its condition compiled, its repeat rules in numbers. */
export interface ActiveAlert {
  id: string;
  userId: string;
  symbol: string;
  judge: Judge;
  once: boolean;
  cooldownMs: number;
  expiresAt: number | null;
  /** Market time of its last firing, from the store, then from this engine's own claims. */
  lastFiredAt: number | null;
  /** False until the first price after it joined (or after a reconnect): that price only arms it. */
  armed: boolean;
}

export function activeAlertOf(alert: StoredAlert): ActiveAlert {
  return {
    id: alert.id,
    userId: alert.user_id,
    symbol: alert.symbol,
    judge: compileCondition(alert.symbol, alert.condition),
    once: alert.repeat.mode === 'once',
    cooldownMs: alert.repeat.mode === 'every' ? alert.repeat.cooldown_s * 1000 : 0,
    expiresAt: alert.expires_at,
    lastFiredAt: alert.last_fired_at,
    armed: false,
  };
}
