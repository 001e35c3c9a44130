import type { IndicatorParam } from './indicator-types';

/**
 * Every parameter of a definition, from a spec's values: a missing or non-finite value takes
 * the default, the rest are clamped to the range and periods rounded, so a stale layout can
 * never build an indicator the library refuses.
 */
export function resolveParams(
  params: readonly IndicatorParam[],
  values: Record<string, number>,
): Record<string, number> {
  return Object.fromEntries(
    params.map((p) => {
      const raw = values[p.key];
      const value = raw !== undefined && Number.isFinite(raw) ? raw : p.default;
      const clamped = Math.min(p.max, Math.max(p.min, value));
      return [p.key, p.integer ? Math.round(clamped) : clamped];
    }),
  );
}
