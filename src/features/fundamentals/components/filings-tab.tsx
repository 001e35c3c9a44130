import { useFundamental } from '@src/api/get-fundamental';
import { safeHref } from '../utils/safe-href';
import { QueryView } from './query-view';

/** Regulatory filings, newest first; each opens in a new tab. */
export function FilingsTab({ symbol }: { symbol: string }) {
  const query = useFundamental('filings', symbol);
  return (
    <QueryView query={query} what="filings" isEmpty={({ data }) => data.filings.length === 0}>
      {({ data }) => (
        <ul aria-label="Filings" className="flex flex-col gap-1 text-sm">
          {[...data.filings]
            .sort((a, b) => b.publish_date.localeCompare(a.publish_date))
            .map((filing) => {
              const href = safeHref(filing.url);
              return (
                <li key={`${filing.publish_date}-${filing.title}`} className="flex gap-3">
                  <span className="w-24 shrink-0 text-slate-500 dark:text-slate-400 tabular-nums">
                    {filing.publish_date}
                  </span>
                  {href === undefined ? (
                    <span>{filing.title}</span>
                  ) : (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sky-700 underline-offset-2 hover:underline dark:text-sky-400"
                    >
                      {filing.title}
                    </a>
                  )}
                </li>
              );
            })}
        </ul>
      )}
    </QueryView>
  );
}
