import { formatEasternDateTime } from '@src/lib/eastern-time';
import {
  directionOf,
  formatPrice,
  formatRatioAsPercent,
  formatSignedPrice,
  formatVolume,
} from '@src/lib/format-decimal';
import { QuoteField } from './quote-field';

/** Field names of one out-of-hours session in the snapshot (extended hours or overnight). */
export type SessionFieldNames = {
  price: string;
  change: string;
  changeRatio: string;
  high: string;
  low: string;
  volume: string;
  time: string;
};

export type SessionValues = {
  price: string;
  change?: string | undefined;
  changeRatio?: string | undefined;
  high?: string | undefined;
  low?: string | undefined;
  volume?: string | undefined;
  time?: number | undefined;
};

/** Extra rows of a session that only it has, e.g. the overnight book. */
export type SessionExtraRow = { field: string; label: string; raw: string; text: string };

type SessionQuoteProps = {
  title: string;
  /** What the change is measured from, e.g. "Change vs prev close". */
  changeLabel: string;
  names: SessionFieldNames;
  values: SessionValues;
  extras?: readonly SessionExtraRow[];
};

/** Last price and change of an extended or overnight session, shown only when sent. */
export function SessionQuote({ title, changeLabel, names, values, extras = [] }: SessionQuoteProps) {
  const { change, changeRatio, high, low, volume, time } = values;
  return (
    <section aria-label={title} className="flex flex-col">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-6 @md:grid-cols-2">
        <QuoteField field={names.price} label="Last" raw={values.price}>
          {formatPrice(values.price)}
        </QuoteField>
        {change === undefined ? null : (
          <QuoteField field={names.change} label={changeLabel} raw={change} direction={directionOf(change)}>
            {formatSignedPrice(change)}
          </QuoteField>
        )}
        {changeRatio === undefined ? null : (
          <QuoteField
            field={names.changeRatio}
            label={`${changeLabel} %`}
            raw={changeRatio}
            direction={directionOf(changeRatio)}
          >
            {formatRatioAsPercent(changeRatio)}
          </QuoteField>
        )}
        {high === undefined ? null : (
          <QuoteField field={names.high} label="High" raw={high}>
            {formatPrice(high)}
          </QuoteField>
        )}
        {low === undefined ? null : (
          <QuoteField field={names.low} label="Low" raw={low}>
            {formatPrice(low)}
          </QuoteField>
        )}
        {volume === undefined ? null : (
          <QuoteField field={names.volume} label="Volume" raw={volume}>
            {formatVolume(volume)}
          </QuoteField>
        )}
        {time === undefined ? null : (
          <QuoteField field={names.time} label="Last trade" raw={time}>
            {formatEasternDateTime(time)}
          </QuoteField>
        )}
        {extras.map((row) => (
          <QuoteField key={row.field} field={row.field} label={row.label} raw={row.raw}>
            {row.text}
          </QuoteField>
        ))}
      </dl>
    </section>
  );
}
