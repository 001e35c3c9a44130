import { useFundamental } from '@src/api/get-fundamental';
import { safeHref } from '../utils/safe-href';
import { QueryView } from './query-view';

// The provider's document type codes (docs/protocol.md#fundamentals, fund files).
const FILE_TYPES: Record<number, string> = {
  1: 'Prospectus',
  4: 'Annual report',
  5: 'Semi-annual report',
  14: 'Quarterly report',
  17: 'Prospectus summary',
  37: 'Announcement',
  52: 'Factsheet',
};

/** The fund's documents; each opens in a new tab. */
export function FundFilesTab({ symbol }: { symbol: string }) {
  const query = useFundamental('fund-files', symbol);
  return (
    <QueryView query={query} what="fund documents" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => (
        <ul aria-label="Fund documents" className="flex flex-col gap-1 text-sm">
          {data.map((file, index) => {
            const href = safeHref(file.url);
            const name = file.file_name ?? (file.type == null ? 'Document' : (FILE_TYPES[file.type] ?? 'Document'));
            return (
              <li key={`${file.publish_date ?? ''}-${name}-${index}`} className="flex gap-3">
                <span className="w-24 shrink-0 text-slate-500 dark:text-slate-400 tabular-nums">
                  {file.publish_date}
                </span>
                {file.type == null ? null : (
                  <span className="w-28 shrink-0 text-slate-500 dark:text-slate-400">
                    {FILE_TYPES[file.type] ?? `Type ${file.type}`}
                  </span>
                )}
                {href === undefined ? (
                  <span>{name}</span>
                ) : (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sky-700 underline-offset-2 hover:underline dark:text-sky-400"
                  >
                    {name}
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
