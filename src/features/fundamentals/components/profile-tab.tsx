import { useFundamental } from '@src/api/get-fundamental';
import { NO_FIGURE } from '../utils/format-figures';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';

/** Who the company is: the provider's company profile (docs/protocol.md#fundamentals). */
export function ProfileTab({ symbol }: { symbol: string }) {
  const query = useFundamental('company-profile', symbol);
  return (
    <QueryView query={query} what="company profile">
      {({ data }) => (
        <div className="flex flex-col gap-3">
          <h3 data-testid="company-name" className="text-base font-semibold">
            {data.company_name ?? symbol}
          </h3>
          <FigureList
            label="Company facts"
            figures={[
              { id: 'ceo', label: 'CEO', text: data.ceo ?? NO_FIGURE, value: data.ceo },
              {
                id: 'employees',
                label: 'Employees',
                text:
                  data.employees === null || data.employees === undefined
                    ? NO_FIGURE
                    : Number(data.employees).toLocaleString('en-US'),
                value: data.employees,
              },
              {
                id: 'established',
                label: 'Established',
                text: data.establish_date ?? NO_FIGURE,
                value: data.establish_date,
              },
              {
                id: 'exchange',
                label: 'Exchange',
                text: data.exhibition_code ?? NO_FIGURE,
                value: data.exhibition_code,
              },
              {
                id: 'industries',
                label: 'Industries',
                text: data.industries?.join(', ') ?? NO_FIGURE,
                value: data.industries?.join(','),
              },
              { id: 'address', label: 'Address', text: data.address ?? NO_FIGURE, value: data.address },
            ]}
          />
          {data.profile === null || data.profile === undefined ? null : (
            <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">{data.profile}</p>
          )}
        </div>
      )}
    </QueryView>
  );
}
