import type { SessionInfo } from '@contracts/session';
import { formatCountdown } from '../utils/arm-timer';

type ArmedBannerProps = { mode: SessionInfo['mode']; symbol: string; remainingMs: number };

// Paper and live must never be mistaken for each other: sky stripes for simulated money, a
// solid red bar for real money.
const PAPER_STRIPES =
  'bg-[image:repeating-linear-gradient(135deg,var(--color-sky-200)_0_10px,var(--color-sky-100)_10px_20px)] text-sky-950 ring-sky-500';
const LIVE_BAR = 'bg-red-600 text-white ring-red-800';

/** Says loudly that keys now trade, on which symbol, for how much longer. */
export function ArmedBanner({ mode, symbol, remainingMs }: ArmedBannerProps) {
  const live = mode === 'live';
  return (
    <div
      data-testid="hotkeys-armed"
      data-mode={mode}
      className={`flex flex-wrap items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-bold ring-2 ${live ? LIVE_BAR : PAPER_STRIPES}`}
    >
      <span>{live ? 'LIVE hotkeys armed — real money' : 'PAPER hotkeys armed'}</span>
      <span className="font-normal">
        {symbol} · disarms in{' '}
        <span data-testid="hotkeys-countdown" className="font-mono font-bold tabular-nums">
          {formatCountdown(remainingMs)}
        </span>
      </span>
    </div>
  );
}
