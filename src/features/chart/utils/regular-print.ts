import { tradingSessionAt } from '@src/lib/eastern-time';

const MINUTE = 60_000;

/**
 * The last minute looked up. Sessions change on whole minutes, so every print of one minute has
 * the same answer: a daily chart applying each streamed trade asks the time zone once a minute.
 */
let last: { minute: number; regular: boolean } | undefined;

/**
 * Whether a print at `ms` is in the regular session of the exchange calendar (09:30 to the close,
 * 13:00 on a half day). Daily and longer bars are the regular session's (docs/protocol.md, Market data:
 * "a daily bar is one trading day's regular session"): a pre-market, after-hours or overnight
 * print is not part of them.
 */
export function isRegularPrint(ms: number): boolean {
  const minute = Math.floor(ms / MINUTE);
  if (last?.minute !== minute) last = { minute, regular: tradingSessionAt(ms) === 'regular' };
  return last.regular;
}
