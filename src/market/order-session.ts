import type { UsCalendarSession } from './calendar';

/**
 * The session an order sent now asks for so it can work now (docs/protocol.md#order-rules):
 * regular hours (`CORE`) when they are open or nothing is (it then waits for the open),
 * extended hours (`ALL`) before and after them, overnight (`NIGHT`) when the stock trades
 * then. Only `CORE` takes market orders; the others need a limit.
 */
export function sessionThatWorksNow(
  now: UsCalendarSession | undefined,
  overnight: boolean | undefined,
): 'CORE' | 'ALL' | 'NIGHT' {
  if (now === 'pre' || now === 'post') return 'ALL';
  if (now === 'overnight') return overnight === true ? 'NIGHT' : 'ALL';
  return 'CORE';
}
