import type { EventMarker } from '../utils/event-markers';

type EventKeyProps = { markers: readonly EventMarker[]; shown: boolean; onToggle: () => void };

/** Explains the chart's E and D markers and turns them on or off. */
export function EventKey({ markers, shown, onToggle }: EventKeyProps) {
  const earnings = markers.filter((m) => m.kind === 'earnings').length;
  const dividends = markers.length - earnings;
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
      <button
        type="button"
        aria-pressed={shown}
        onClick={onToggle}
        className={`rounded border px-2 py-0.5 ${shown ? 'border-sky-600 text-sky-700 dark:text-sky-300' : 'border-slate-300 dark:border-slate-700'}`}
      >
        Events
      </button>
      <span className={shown ? '' : 'opacity-40'}>
        <span aria-hidden="true" className="font-bold text-amber-500">
          E
        </span>{' '}
        Earnings ({earnings}){' '}
        <span aria-hidden="true" className="ml-1 font-bold text-sky-500">
          D
        </span>{' '}
        Ex-dividend ({dividends})
      </span>
    </div>
  );
}
