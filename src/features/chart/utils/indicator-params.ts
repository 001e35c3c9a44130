import type { IndicatorParam, IndicatorSpec } from '../indicators/indicator-types';

/** Why `text` is not a value of `param`, in words for the field's message; undefined when it is. */
export function paramProblem(param: IndicatorParam, text: string): string | undefined {
  const value = Number(text);
  const range = `from ${String(param.min)} to ${String(param.max)}`;
  const wanted = param.integer ? `a whole number ${range}` : `a number ${range}`;
  if (text.trim() === '' || !Number.isFinite(value)) return `${param.label} must be ${wanted}.`;
  if (param.integer && !Number.isInteger(value)) return `${param.label} must be ${wanted}.`;
  if (value < param.min || value > param.max) return `${param.label} must be ${wanted}.`;
  return undefined;
}

/** A new indicator's id: its kind and the smallest number no other indicator of the chart uses. */
export function nextIndicatorId(specs: readonly IndicatorSpec[], kind: IndicatorSpec['kind']): string {
  const taken = new Set(specs.map((spec) => spec.id));
  let n = 1;
  while (taken.has(`${kind}-${String(n)}`)) n += 1;
  return `${kind}-${String(n)}`;
}
