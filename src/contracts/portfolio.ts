import { z } from 'zod';
import { decimalString } from './common';

/** `GET /api/accounts/:accountId/balance`: the account's money in its base currency. */
export const balanceSchema = z.object({
  account_id: z.string(),
  currency: z.string(),
  cash: decimalString,
  settled_cash: decimalString.optional(),
  unsettled_cash: decimalString.optional(),
  /** What a new buy may spend now (settled cash, or margin buying power). */
  buying_power: decimalString,
  market_value: decimalString,
  net_liquidation: decimalString,
  unrealized_pl: decimalString,
  day_pl: decimalString,
  /** Held by working buy orders. */
  open_order_hold: decimalString.optional(),
  fetched_at: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** `GET /api/accounts/:accountId/positions`: a negative quantity is a short. */
export const positionSchema = z.object({
  symbol: z.string(),
  quantity: decimalString,
  /** Average cost per share. */
  cost_price: decimalString,
  last_price: decimalString,
  unrealized_pl: decimalString,
});
export type Position = z.infer<typeof positionSchema>;
export const positionListSchema = z.object({
  account_id: z.string(),
  positions: z.array(positionSchema),
  fetched_at: z.number().int(),
});
export type PositionList = z.infer<typeof positionListSchema>;

/** Payload of `account/<ACCOUNT_ID>`: sent after anything that moves money or shares. */
export const accountUpdateSchema = z.object({ balance: balanceSchema, positions: positionListSchema });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
