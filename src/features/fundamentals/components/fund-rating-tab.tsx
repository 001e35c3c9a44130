import { useFundamental } from '@src/api/get-fundamental';
import { NO_FIGURE } from '../utils/format-figures';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

// rating_cycle and rating_results codes as the provider documents them (docs/protocol.md#fundamentals).
const CYCLES: Record<string, string> = { '0': 'Since inception', '3': '3 years', '5': '5 years', '10': '10 years' };
const RESULTS = ['Low', 'Below average', 'Average', 'Above average', 'High'];

/** Ratings out of five, shown as stars with the agency's word. */
export function FundRatingTab({ symbol }: { symbol: string }) {
  const query = useFundamental('fund-rating', symbol);
  return (
    <QueryView query={query} what="fund ratings" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => (
        <SimpleTable
          label="Fund ratings"
          headers={['Period', 'Agency', 'Rating', 'Date']}
          numericFrom={4}
          rows={data.map((row) => {
            const stars = row.rating_results ?? 0;
            return {
              key: `${row.rating_agency ?? ''}-${row.rating_cycle}`,
              cells: [
                CYCLES[row.rating_cycle] ?? `${row.rating_cycle} years`,
                row.rating_agency ?? NO_FIGURE,
                row.rating_results == null ? (
                  NO_FIGURE
                ) : (
                  <span
                    aria-label={`${stars} of 5 (${RESULTS[stars - 1] ?? ''})`}
                    data-testid={`rating-${row.rating_cycle}`}
                    data-value={stars}
                  >
                    <span aria-hidden="true" className="text-amber-500">
                      {'★'.repeat(stars)}
                    </span>
                    <span aria-hidden="true" className="text-slate-300 dark:text-slate-700">
                      {'★'.repeat(5 - stars)}
                    </span>
                    <span className="ml-1 text-slate-500 dark:text-slate-400">{RESULTS[stars - 1]}</span>
                  </span>
                ),
                row.rating_date ?? NO_FIGURE,
              ],
            };
          })}
        />
      )}
    </QueryView>
  );
}
