import type { UpstreamErrorEntry } from '@contracts/diagnostics';
import { formatAgo } from '../utils/format-age';

/** The newest upstream errors: when, which call, status and code, the provider's words and request id. */
export function ErrorsList({ errors, now }: { errors: readonly UpstreamErrorEntry[]; now: number }) {
  if (errors.length === 0) return <p className="text-xs">No upstream errors since the dashboard started.</p>;
  return (
    <ol className="flex max-h-64 flex-col gap-1 overflow-y-auto text-xs" aria-label="Upstream errors, newest first">
      {errors.map((error, index) => (
        <li
          key={`${String(error.at)}-${String(index)}`}
          className="rounded border border-slate-200 px-2 py-1 dark:border-slate-700"
        >
          <span className="font-medium">
            {error.status === null ? 'no answer' : error.status} {error.error_code}
          </span>{' '}
          {error.operation}, {formatAgo(error.at, now)}: {error.message}
          {error.request_id === null ? null : <span className="block">request id {error.request_id}</span>}
        </li>
      ))}
    </ol>
  );
}
