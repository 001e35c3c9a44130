import { z } from 'zod';

/** `GET /api/accounts` */
export const accountSchema = z.object({
  account_id: z.string(),
  account_type: z.string(),
  account_number: z.string().optional(),
  account_label: z.string().optional(),
  account_class: z.string().optional(),
});
export const accountListSchema = z.array(accountSchema);
export type Account = z.infer<typeof accountSchema>;
