import type { FeedState } from '@contracts/stream';
import type { FeedView } from '@src/lib/live-views';
import { useFeedView } from '@src/lib/use-live';
import { useLiveCodeRetry } from './live-code-context';

/**
 * What the badge says: the upstream feed's state, or the tab's own link when that is down, or
 * that the live-data code itself did not load.
 */
export type FeedBadgeState = FeedState | 'connecting' | 'failed';

export function feedBadgeState(view: FeedView): FeedBadgeState {
  if (view.link !== 'online') return view.everOnline ? 'reconnecting' : 'connecting';
  return view.feed?.state ?? 'connecting';
}

const RED = 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200';

const LOOK: Record<FeedBadgeState, { text: string; label: string; className: string }> = {
  live: {
    text: 'Feed live',
    label: 'Prices are streaming live',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
  },
  silent: {
    text: 'Feed silent',
    label: 'The price feed is connected but silent; prices may be stale',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-200',
  },
  reconnecting: {
    text: 'Feed reconnecting',
    label: 'The price feed is down and reconnecting; prices may be stale',
    className: RED,
  },
  failed: {
    text: 'Live data failed to load',
    label: 'The live-data code did not load, so prices do not update',
    className: RED,
  },
  polling: {
    text: 'Feed polling',
    label: 'The market is open but the price stream is down or silent; prices are polled and update slowly',
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-200',
  },
  idle: {
    text: 'Market closed',
    label: 'The market is closed; the price feed is connected and idle, so prices do not move',
    className: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  },
  connecting: {
    text: 'Feed connecting',
    label: 'Connecting to the price feed',
    className: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  },
};

/**
 * The dot pulses three times as the feed turns live, then rests. An endless animation makes the
 * browser draw a frame 60 times a second for as long as the page is open: without a GPU (a
 * remote desktop, a virtual machine) that cost a fifth of a core on an idle dashboard, 3.7 core-s
 * in 20 s against 0.4 still (docs/decisions/0094-a-live-dot-that-rests.md). Tailwind's pulse, three times.
 */
const LIVE_PULSE = 'motion-safe:animate-[pulse_2s_cubic-bezier(0.4,0,0.6,1)_3]';

/**
 * Header badge: live, silent, reconnecting, polling or idle (market closed), announced politely when it changes; when
 * the live-data code did not load, that, and a Retry that loads it again.
 */
export function FeedBadge() {
  const view = useFeedView();
  const retry = useLiveCodeRetry();
  if (view === null) return null;
  const state = retry === null ? feedBadgeState(view) : 'failed';
  const look = LOOK[state];
  const badge = (
    <span
      role="status"
      aria-live="polite"
      aria-label={`Price feed: ${look.label}`}
      title={look.label}
      data-testid="feed-badge"
      data-state={state}
      className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium ${look.className}`}
    >
      <span
        aria-hidden="true"
        data-testid="feed-dot"
        className={`inline-block h-2 w-2 rounded-full bg-current ${state === 'live' ? LIVE_PULSE : ''}`}
      />
      {look.text}
    </span>
  );
  if (retry === null) return badge;
  return (
    <>
      {badge}
      <button
        type="button"
        onClick={retry}
        className="rounded border border-slate-300 px-1.5 text-xs dark:border-slate-700"
      >
        Retry
      </button>
    </>
  );
}
