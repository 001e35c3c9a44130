import type { SessionInfo } from '@contracts/session';

/** Paper or live, impossible to miss: amber for simulated money, red for real money. */
export function ModeBadge({ mode }: { mode: SessionInfo['mode'] }) {
  const paper = mode === 'paper';
  return (
    <span
      data-testid="mode-badge"
      title={paper ? 'Orders and prices come from the built-in simulator' : 'Connected to the real brokerage'}
      className={`rounded-md px-2 py-0.5 text-xs font-bold ring-1 ${
        paper ? 'bg-amber-400 text-amber-950 ring-amber-600' : 'bg-red-600 text-white ring-red-800'
      }`}
    >
      {paper ? (
        <>
          Paper<span className="max-xl:sr-only"> (simulated)</span>
        </>
      ) : (
        'Live'
      )}
    </span>
  );
}
