import { z } from 'zod';

/**
 * `POST /api/paper-account/reset`: the paper account starts over (docs/store.md#resetting-the-paper-account).
 * The simulator's accounts go back to their starting cash and positions with no orders, its
 * watchlists go, and the dashboard forgets those accounts' journaled orders and the saved layout.
 */
export const paperAccountResetSchema = z.object({
  /** The accounts that started over. */
  accounts: z.array(z.string()),
  /** Journaled orders forgotten with them. */
  ordersForgotten: z.number().int().nonnegative(),
});
export type PaperAccountReset = z.infer<typeof paperAccountResetSchema>;

export const PAPER_ACCOUNT_RESET_PATH = '/api/paper-account/reset';
