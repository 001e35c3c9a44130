import { buildBalance } from '@server/simulator/accounts/balance-view';
import { valuePosition, type ValuedPosition } from '@server/simulator/accounts/position-view';
import type { StoredAccount } from '@server/simulator/state/schema';
import { ApiError } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { requireParam } from '../param-parsers';

/** Accounts list: docs/protocol.md#accounts. */
export function listAccounts({ state }: HandlerContext) {
  return state.get().accounts.map(({ account_id, account_number, account_type, account_label, account_class }) => ({
    account_id,
    account_number,
    account_type,
    account_label,
    account_class,
  }));
}

export function getBalance(context: HandlerContext) {
  const account = findAccount(context);
  return buildBalance(account, valuedPositions(context, account), context.broker.accountFigures(account.account_id));
}

export function listPositions(context: HandlerContext) {
  return valuedPositions(context, findAccount(context)).map((p) => p.view);
}

function findAccount({ params, state }: HandlerContext): StoredAccount {
  const accountId = requireParam('account_id', params.account_id);
  const account = state.get().accounts.find((a) => a.account_id === accountId);
  if (account === undefined) {
    throw new ApiError(403, 'ACCOUNT_ACCESS_DENIED', `Account ${accountId} is not accessible to this app key.`);
  }
  return account;
}

function valuedPositions({ market, marketNowMs }: HandlerContext, account: StoredAccount): ValuedPosition[] {
  return account.positions.flatMap((position) => valuePosition(market, position, marketNowMs) ?? []);
}
