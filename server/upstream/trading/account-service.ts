import { z } from 'zod';
import type { Account } from '@contracts/accounts';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';

// Accounts change only when the user opens one; a minute's reuse keeps far under 10 per 30 s.
const ACCOUNTS_TTL_MS = 60_000;

export const upstreamAccountListSchema = z.array(
  z.object({
    account_id: z.string(),
    account_type: z.string(),
    account_number: z.string().optional(),
    account_label: z.string().optional(),
    account_class: z.string().optional(),
  }),
);

/** The app key's accounts: docs/protocol.md#accounts. */
export function createAccountService(deps: { client: UpstreamClient; scheduler: Scheduler; clock: Clock }) {
  const cache = new TtlCache<Account[]>(ACCOUNTS_TTL_MS, 1);
  return {
    async listAccounts(): Promise<Account[]> {
      const hit = cache.get('all', deps.clock.now());
      if (hit !== undefined) return hit.value;
      const accounts = await deps.scheduler.run(
        { group: 'accounts-list', priority: 'account', key: 'accounts' },
        async (beforeRetry) =>
          parseUpstream(
            upstreamAccountListSchema,
            await deps.client.call('listAccounts', { beforeRetry }),
            'account list',
          ),
      );
      cache.set('all', accounts, deps.clock.now());
      return accounts;
    },
  };
}
