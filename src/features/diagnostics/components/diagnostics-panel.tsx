import { useState } from 'react';
import type { SessionInfo } from '@contracts/session';
import { formatEasternDateTime } from '@src/lib/eastern-time';
import { useDiagnostics, useFeedView } from '@src/lib/use-live';
import { useClock } from '@src/lib/use-clock';
import { buildDiagnosticsBundle } from '../utils/diagnostics-bundle';
import { formatAgo } from '../utils/format-age';
import { BudgetTable } from './budget-table';
import { ErrorsList } from './errors-list';
import { StreamsTable } from './streams-table';

const H3 = 'mt-3 mb-1 text-sm font-semibold';

/** "12 h" or "90 min": a session's idle timeout in words. */
function idleWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${String(minutes / 60)} h` : `${String(minutes)} min`;
}

/**
 * Everything the BFF knows about its link to the provider, live from `status/diagnostics`, and
 * this browser session's lifetime (from `/api/session`).
 */
export function DiagnosticsPanel({ sessionLifetime }: { sessionLifetime?: SessionInfo['lifetime'] }) {
  const diagnostics = useDiagnostics();
  const link = useFeedView()?.link ?? 'offline';
  const now = useClock();
  const [copied, setCopied] = useState<string | null>(null);

  const copy = () => {
    const json = buildDiagnosticsBundle({ diagnostics, link, userAgent: navigator.userAgent, now: Date.now() });
    navigator.clipboard.writeText(json).then(
      () => {
        setCopied('Copied to the clipboard.');
      },
      () => {
        setCopied('The browser did not allow copying to the clipboard.');
      },
    );
  };

  return (
    <div className="text-sm">
      <p className="text-xs text-slate-600 dark:text-slate-300">
        Shortcut: <kbd>Shift</kbd>+<kbd>D</kbd> opens and closes this panel; <kbd>Escape</kbd> closes it.
      </p>
      {diagnostics === null ? (
        <p className="mt-2">Waiting for the dashboard server…</p>
      ) : (
        <>
          <h3 className={H3}>Connection</h3>
          <p data-testid="diagnostics-connection">
            {diagnostics.connection.mode === 'paper' ? 'Paper (simulator)' : 'Live'}, region{' '}
            {diagnostics.connection.region}, host {diagnostics.connection.host}, path generation{' '}
            {diagnostics.connection.path_generation}
            {diagnostics.connection.path_generation_found === undefined
              ? ' (set by BROKER_PATH_GENERATION)'
              : `. ${diagnostics.connection.path_generation_found}`}
          </p>
          <h3 className={H3}>Rate limits</h3>
          <BudgetTable groups={diagnostics.groups} />
          <h3 className={H3}>Streams</h3>
          <StreamsTable
            now={now}
            rows={[
              { name: 'Market data', id: 'market', unit: 'symbols', stream: diagnostics.streams.market },
              { name: 'Trade events', id: 'trade-events', unit: 'accounts', stream: diagnostics.streams.trade_events },
            ]}
          />
          <h3 className={H3}>Session and token</h3>
          {sessionLifetime === undefined ? null : (
            <p data-testid="diagnostics-session">
              This browser&rsquo;s session ends after {idleWords(sessionLifetime.idle_timeout_ms)} without activity, and
              at {formatEasternDateTime(sessionLifetime.ends_at)} at the latest.
            </p>
          )}
          <p>
            Second-factor token check:{' '}
            {diagnostics.session.token_check === null ? 'not known' : diagnostics.session.token_check ? 'on' : 'off'}
            {diagnostics.session.token === null
              ? ''
              : `; token ${diagnostics.session.token.status}${
                  diagnostics.session.token.expires_at === null
                    ? ''
                    : `, expires ${formatEasternDateTime(diagnostics.session.token.expires_at)}`
                }`}
          </p>
          <h3 className={H3}>Clock</h3>
          <p>
            {diagnostics.clock_skew.offset_ms === null
              ? 'Not measured yet.'
              : `The broker's clock is ${String(diagnostics.clock_skew.offset_ms)} ms from the server's (measured ${formatAgo(diagnostics.clock_skew.measured_at, now)})${
                  diagnostics.clock_skew.corrected ? '; requests are signed with the broker’s time' : ''
                }.`}
          </p>
          <h3 className={H3}>Upstream errors (last {diagnostics.errors.length})</h3>
          <ErrorsList errors={diagnostics.errors} now={now} />
        </>
      )}
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          onClick={copy}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Copy diagnostics
        </button>
        <span role="status" className="text-xs">
          {copied}
        </span>
      </div>
    </div>
  );
}
