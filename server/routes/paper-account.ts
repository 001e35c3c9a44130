import type { FastifyInstance } from 'fastify';
import { noBodySchema } from '@contracts/common';
import { PAPER_ACCOUNT_RESET_PATH, paperAccountResetSchema, type PaperAccountReset } from '@contracts/paper-account';
import { ApiError } from '@server/shared/api-error';
import { checkOutput, parseBody } from '@server/shared/parse-input';

/** Starts the paper account over, or says in words why it cannot (live mode, the reset turned off). */
export type PaperAccountControl = { reset(): Promise<PaperAccountReset> } | { unavailable: string };

/** What a live dashboard answers: a live account's orders and positions are real. */
export const LIVE_ACCOUNT_NOT_RESET =
  'Only a paper account can be reset. This dashboard trades a live account: its orders, positions and cash are real and stay as they are.';

/**
 * `POST /api/paper-account/reset` (docs/store.md#resetting-the-paper-account). Registered in both
 * modes so a live dashboard answers it in words: a live account's orders and positions are real,
 * and nothing of them is the dashboard's to reset.
 */
export function registerPaperAccountRoutes(app: FastifyInstance, control: PaperAccountControl): void {
  app.post(PAPER_ACCOUNT_RESET_PATH, async (request) => {
    parseBody(request, noBodySchema);
    if ('unavailable' in control) throw new ApiError(409, 'RESET_UNAVAILABLE', control.unavailable);
    return checkOutput(paperAccountResetSchema, await control.reset());
  });
}
