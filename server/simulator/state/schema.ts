import { z } from 'zod';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text');

export const storedPositionSchema = z.object({
  position_id: z.string().min(1),
  symbol: z.string().min(1),
  quantity: decimal,
  cost_price: decimal,
});
export type StoredPosition = z.infer<typeof storedPositionSchema>;

export const storedAccountSchema = z.object({
  account_id: z.string().min(1),
  account_number: z.string().min(1),
  account_type: z.enum(['MARGIN', 'CASH']),
  account_label: z.string(),
  account_class: z.string(),
  /** Settled cash in USD. */
  cash: decimal,
  positions: z.array(storedPositionSchema),
});
export type StoredAccount = z.infer<typeof storedAccountSchema>;

/** Everything that survives a restart when SIM_STATE_FILE is set. */
export const simulatorStateSchema = z.object({
  version: z.literal(1),
  accounts: z.array(storedAccountSchema),
});
export type SimulatorState = z.infer<typeof simulatorStateSchema>;
