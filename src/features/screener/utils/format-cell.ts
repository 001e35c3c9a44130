import { formatPrice, formatRateAsPercent, formatRatioAsPercent, formatVolume } from '@src/lib/format-decimal';
import type { ExtraColumn } from './screener-defs';

/** A screener value as shown; a dash when the provider left the field out. */
export function formatCell(value: string | undefined, kind: ExtraColumn['kind']): string {
  if (value === undefined || value === '') return '–';
  if (kind === 'ratio') return formatRatioAsPercent(value);
  if (kind === 'rate') return formatRateAsPercent(value);
  if (kind === 'volume') return formatVolume(value);
  if (kind === 'price') return formatPrice(value);
  return value;
}
