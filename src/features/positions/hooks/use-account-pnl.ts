import { useEffect, useMemo } from 'react';
import type { Execution } from '@contracts/executions';
import type { Position } from '@contracts/portfolio';
import { useBalance } from '@src/api/get-balance';
import { useExecutions } from '@src/api/get-executions';
import { useMarketClock } from '@src/api/get-market-clock';
import { useSnapshots } from '@src/api/get-snapshots';
import { useLiveQuotes } from '@src/lib/use-live-quotes';
import { accountPnl, todaysExecutions, type AccountPnl, type PriceSource } from '../utils/account-pnl';

const NO_EXECUTIONS: readonly Execution[] = [];

/**
 * The P&L of the positions table and the balance strip, from one set of inputs: the balance's
 * cash, the positions (received at `positionsAt`), today's executions and each symbol's newest
 * price (the streamed quote, else the snapshot). Undefined until cash and positions are known
 * (docs/pnl.md).
 */
export function useAccountPnl(
  accountId: string,
  positions: readonly Position[] | undefined,
  positionsAt: number,
): AccountPnl | undefined {
  const balance = useBalance(accountId);
  const executions = useExecutions(accountId);
  const clock = useMarketClock();
  // Executions read before the positions came would not explain them: a fill has pushed the new
  // position and its execution is still being read. Until it is, the day's figures are dashes,
  // not a split of the shares that the fills do not support (docs/pnl.md#inputs).
  const current = executions.data !== undefined && executions.dataUpdatedAt >= positionsAt;
  const { refetch, isFetching, isError } = executions;
  const behind = executions.data !== undefined && !current;
  useEffect(() => {
    // A push asks for them again itself; positions read on their own (a first load) do not.
    if (behind && !isFetching && !isError) void refetch();
  }, [behind, isFetching, isError, refetch]);
  // The day is the market's (the paper broker's clock may be pinned far from the wall clock), as
  // of the clock's last answer: it is read again every minute, and the date moves once a day.
  const today = useMemo(
    () =>
      !current || clock.data === undefined
        ? undefined
        : todaysExecutions(executions.data.executions, clock.data.market_time),
    [current, executions.data, clock.data],
  );
  const symbols = useMemo(
    () => [...new Set([...(positions ?? []).map((p) => p.symbol), ...(today ?? []).map((e) => e.symbol)])].sort(),
    [positions, today],
  );
  const snapshots = useSnapshots(symbols);
  const quotes = useLiveQuotes(symbols);
  return useMemo(() => {
    if (balance.data === undefined || positions === undefined) return undefined;
    const bySnapshot = new Map((snapshots.data ?? []).map((s) => [s.symbol, s]));
    const prices = new Map<string, PriceSource>(
      symbols.map((symbol) => {
        const quote = quotes.get(symbol);
        const snapshot = bySnapshot.get(symbol);
        return [symbol, { price: quote?.price ?? snapshot?.price, preClose: quote?.pre_close ?? snapshot?.pre_close }];
      }),
    );
    const pnl = accountPnl({ cash: balance.data.cash, positions, prices, executions: today ?? NO_EXECUTIONS });
    // Without today's executions the split between bought today and held overnight is unknown.
    if (today !== undefined) return pnl;
    return {
      ...pnl,
      day: undefined,
      realized: undefined,
      rows: new Map([...pnl.rows].map(([symbol, row]) => [symbol, { ...row, day: undefined, realized: undefined }])),
    };
  }, [balance.data, positions, snapshots.data, symbols, quotes, today]);
}
