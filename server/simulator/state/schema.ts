import { z } from 'zod';
import { brokerRecordsSchema } from '../broker/stored-records';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text');

export const storedPositionSchema = z.object({
  position_id: z.string().min(1),
  symbol: z.string().min(1),
  quantity: decimal,
  cost_price: decimal,
  /** Total cost of the shares held (negative proceeds for a short); absent = quantity x cost_price. */
  cost_basis: decimal.optional(),
});
export type StoredPosition = z.infer<typeof storedPositionSchema>;

export const storedAccountSchema = z.object({
  account_id: z.string().min(1),
  account_number: z.string().min(1),
  account_type: z.enum(['MARGIN', 'CASH']),
  account_label: z.string(),
  account_class: z.string(),
  /** Cash in USD, settled and unsettled. */
  cash: decimal,
  positions: z.array(storedPositionSchema),
  /** Sale proceeds of a cash account not yet settled, with the market time they settle at. */
  unsettled: z.array(z.object({ amount: decimal, settles_at: z.number() })).optional(),
  /** Realised profit and loss and fees paid since the account was created. */
  realized_profit_loss: decimal.optional(),
  fees_paid: decimal.optional(),
});
export type StoredAccount = z.infer<typeof storedAccountSchema>;

export const storedWatchlistInstrumentSchema = z.object({
  symbol: z.string().min(1),
  sort: z.number().int(),
  /** ISO-8601 UTC, as the provider writes `added_time`. */
  added_time: z.string(),
});

export const storedWatchlistSchema = z.object({
  watchlist_id: z.string().min(1),
  name: z.string().min(1),
  sort: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
  instruments: z.array(storedWatchlistInstrumentSchema),
});
export type StoredWatchlist = z.infer<typeof storedWatchlistSchema>;

/** One app key's watchlists; `next_id` keeps ids of deleted lists from being reused. */
export const appWatchlistsSchema = z.object({
  next_id: z.number().int().positive(),
  lists: z.array(storedWatchlistSchema),
});
export type AppWatchlists = z.infer<typeof appWatchlistsSchema>;

/** Everything that survives a restart when SIM_STATE_FILE is set. */
export const simulatorStateSchema = z.object({
  version: z.literal(1),
  accounts: z.array(storedAccountSchema),
  /** Watchlists per app key; absent in state files written before watchlists existed. */
  watchlists: z.record(z.string(), appWatchlistsSchema).optional(),
  /** The paper broker's orders and executions; absent in state files written before it existed. */
  broker: brokerRecordsSchema.optional(),
  /**
   * Market time (ms) when this state was written: a restart never starts the market before it,
   * so the calendar goes on from where it was (docs/protocol.md#a-restart-keeps-the-calendar).
   * Absent in state files written before it existed.
   */
  market_time: z.number().int().nonnegative().optional(),
});
export type SimulatorState = z.infer<typeof simulatorStateSchema>;
