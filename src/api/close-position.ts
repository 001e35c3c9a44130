import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closePositionResultSchema, type ClosePositionResult } from '@contracts/close-position';
import { writeOrders } from '@src/api/order-cache';
import { closeFailureWords, closeWords } from '@src/api/close-words';
import { apiSend } from '@src/lib/api-client';
import { tellClose } from '@src/lib/position-closes';

/**
 * `POST /api/accounts/:accountId/positions/:symbol/close`: the BFF cancels the position's exits,
 * then closes all of it with one order, sized from the broker's position, not the page's; a
 * second call while it works answers the same order (docs/trading.md#closing-a-position). Not
 * retried.
 */
export function closePosition(accountId: string, symbol: string): Promise<ClosePositionResult> {
  const path = `/api/accounts/${encodeURIComponent(accountId)}/positions/${encodeURIComponent(symbol)}/close`;
  return apiSend('POST', path, {}, closePositionResultSchema);
}

type CloseCallbacks = {
  onClosed?: (result: ClosePositionResult, symbol: string) => void;
  onFailed?: (error: Error, symbol: string) => void;
};

/**
 * Closing a position, for the positions panel, Shift+F and the chart: the closing order goes into
 * the account's lists, and the outcome, with the exits cancelled, to the order toasts.
 */
export function useClosePosition(accountId: string | undefined, { onClosed, onFailed }: CloseCallbacks = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (symbol: string) =>
      accountId === undefined
        ? Promise.reject(new Error('Choose an account first.'))
        : closePosition(accountId, symbol),
    retry: false,
    onSuccess: (result, symbol) => {
      if (accountId !== undefined) writeOrders(client, accountId, result.orders);
      const words = closeWords(result);
      tellClose({ tone: words.failed ? 'error' : 'success', text: words.text });
      onClosed?.(result, symbol);
    },
    onError: (error, symbol) => {
      tellClose({ tone: 'error', text: closeFailureWords(symbol, error) });
      onFailed?.(error, symbol);
    },
  });
}
