import { RangeBar } from '@src/components/range-bar';
import { StackedBar } from '@src/components/stacked-bar';
import { formatRatioAsPercent } from '@src/lib/format-decimal';
import { useCurrentPrice } from '../api/get-current-price';
import { useFundamental } from '@src/api/get-fundamental';
import { targetUpside } from '@market/upside';
import { ratingSegments } from '../utils/analysts';
import { formatFigure, NO_FIGURE } from '../utils/format-figures';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';

/** Analyst price targets drawn against the last price, and the rating distribution. */
export function AnalystsTab({ symbol }: { symbol: string }) {
  const target = useFundamental('analyst-target-price', symbol);
  const rating = useFundamental('analyst-rating', symbol);
  const price = useCurrentPrice(symbol);
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Price targets" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Price targets</h3>
        <QueryView
          query={target}
          what="price targets"
          isEmpty={({ data }) => data.mean == null && data.low == null && data.high == null}
        >
          {({ data }) => {
            const upside = targetUpside(data.mean, price);
            return (
              <>
                {data.low == null || data.high == null ? null : (
                  <RangeBar
                    label="Analyst price targets"
                    low={data.low}
                    high={data.high}
                    mid={data.mean ?? undefined}
                    midLabel="mean"
                    marker={price}
                    markerLabel="last price"
                    format={formatFigure}
                  />
                )}
                <FigureList
                  label="Target figures"
                  figures={[
                    { id: 'target-mean', label: 'Mean target', text: formatFigure(data.mean), value: data.mean },
                    { id: 'target-median', label: 'Median', text: formatFigure(data.median), value: data.median },
                    { id: 'target-low', label: 'Low', text: formatFigure(data.low), value: data.low },
                    { id: 'target-high', label: 'High', text: formatFigure(data.high), value: data.high },
                    { id: 'last-price', label: 'Last price', text: formatFigure(price), value: price },
                    {
                      id: 'target-upside',
                      label: 'Upside to mean',
                      text: upside === undefined ? NO_FIGURE : formatRatioAsPercent(upside),
                      value: upside,
                    },
                  ]}
                />
              </>
            );
          }}
        </QueryView>
      </section>
      <section aria-label="Ratings" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Ratings</h3>
        <QueryView
          query={rating}
          what="analyst ratings"
          isEmpty={({ data }) => data.number == null || data.number === '0'}
        >
          {({ data }) => (
            <>
              <StackedBar label={`Ratings of ${data.number ?? '0'} analysts`} segments={ratingSegments(data)} />
              <FigureList
                label="Rating counts"
                figures={[
                  { id: 'analysts', label: 'Analysts', text: data.number ?? NO_FIGURE, value: data.number },
                  ...ratingSegments(data).map((s) => ({
                    id: `rating-${s.key}`,
                    label: s.label,
                    text: s.value,
                    value: s.value,
                  })),
                ]}
              />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
