import { useEffect, useId, useRef, useState } from 'react';
import { MAX_CHART_INDICATORS } from '@contracts/chart-indicators';
import type { Timespan } from '@contracts/common';
import { INDICATOR_DEFINITIONS, defaultSpec } from '../indicators/definitions';
import type { IndicatorKind, IndicatorParam, IndicatorSpec } from '../indicators/indicator-types';
import { nextIndicatorId, paramProblem } from '../utils/indicator-params';

type IndicatorMenuProps = {
  id?: string;
  specs: readonly IndicatorSpec[];
  timespan: Timespan;
  onChange: (specs: readonly IndicatorSpec[]) => void;
  onClose: () => void;
  /** Keeps this list as the one a newly shown chart starts with. */
  onSaveAsDefault?: () => void;
};

const KINDS = Object.values(INDICATOR_DEFINITIONS);
const FIELD =
  'w-20 rounded border border-slate-300 bg-white px-1 py-0.5 tabular-nums aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900';
const BUTTON =
  'rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800';

/**
 * The chart's indicators: add one with its usual parameters, change a parameter (applied as soon
 * as it is a value the indicator takes; otherwise the field says why), remove one. A non-modal
 * dialog over the chart: Escape or Close shut it (docs/chart-research.md#on-the-chart).
 */
export function IndicatorMenu({ id, specs, timespan, onChange, onClose, onSaveAsDefault }: IndicatorMenuProps) {
  const titleId = useId();
  // Said once per press, until the list changes: what was saved is then no longer what is shown.
  const [savedDefault, setSavedDefault] = useState<readonly IndicatorSpec[]>();
  const first = useRef<HTMLSelectElement>(null);
  const [kind, setKind] = useState<IndicatorKind>('sma');
  const full = specs.length >= MAX_CHART_INDICATORS;
  useEffect(() => {
    first.current?.focus();
  }, []);
  const replace = (spec: IndicatorSpec) => {
    onChange(specs.map((other) => (other.id === spec.id ? spec : other)));
  };
  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="indicator-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="absolute top-2 right-2 z-20 flex max-h-[calc(100%-1rem)] w-80 flex-col gap-2 overflow-y-auto rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          Indicators
        </h2>
        <button type="button" onClick={onClose} className={BUTTON}>
          Close
        </button>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!full) onChange([...specs, defaultSpec(kind, nextIndicatorId(specs, kind))]);
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-xs">
          Indicator to add
          <select
            ref={first}
            value={kind}
            onChange={(event) => {
              const chosen = KINDS.find((definition) => definition.kind === event.target.value);
              if (chosen !== undefined) setKind(chosen.kind);
            }}
            className="rounded border border-slate-300 bg-white px-1 py-0.5 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {KINDS.map((definition) => (
              <option key={definition.kind} value={definition.kind}>
                {definition.name}
                {definition.offeredOn(timespan) ? '' : ' (intraday only)'}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={full} className={BUTTON}>
          Add
        </button>
      </form>
      {full ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          A chart has at most {MAX_CHART_INDICATORS} indicators: remove one to add another.
        </p>
      ) : null}
      {specs.length === 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">No indicators on this chart.</p>
      ) : (
        <ul aria-label="Indicators on the chart" className="flex flex-col gap-2">
          {specs.map((spec) => (
            <IndicatorItem
              key={spec.id}
              spec={spec}
              timespan={timespan}
              onChange={replace}
              onRemove={() => {
                onChange(specs.filter((other) => other.id !== spec.id));
                // The removed item held the focus: it goes back to the menu's first field.
                first.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      {onSaveAsDefault === undefined ? null : (
        <div className="flex flex-col gap-1 border-t border-slate-200 pt-2 dark:border-slate-700">
          <button
            type="button"
            onClick={() => {
              onSaveAsDefault();
              setSavedDefault(specs);
            }}
            className={`${BUTTON} self-start`}
          >
            Save as my default chart
          </button>
          <p role="status" className="text-xs text-slate-600 dark:text-slate-300">
            {savedDefault === specs ? 'A newly shown chart starts with these indicators.' : ''}
          </p>
        </div>
      )}
    </div>
  );
}

function IndicatorItem({
  spec,
  timespan,
  onChange,
  onRemove,
}: {
  spec: IndicatorSpec;
  timespan: Timespan;
  onChange: (spec: IndicatorSpec) => void;
  onRemove: () => void;
}) {
  const definition = INDICATOR_DEFINITIONS[spec.kind];
  const label = definition.shortLabel(spec.params);
  return (
    <li className="rounded border border-slate-200 p-2 dark:border-slate-700">
      <fieldset className="flex flex-col gap-1">
        <legend className="flex w-full items-center justify-between gap-2 font-medium">
          <span>
            {definition.name} <span className="text-xs text-slate-600 dark:text-slate-300">{label}</span>
          </span>
        </legend>
        {definition.offeredOn(timespan) ? null : (
          <p className="text-xs text-slate-600 dark:text-slate-300">Shown on intraday timespans only.</p>
        )}
        {definition.params.map((param) => (
          <ParamField
            key={param.key}
            param={param}
            value={spec.params[param.key] ?? param.default}
            indicatorName={definition.name}
            onValue={(value) => {
              onChange({ ...spec, params: { ...spec.params, [param.key]: value } });
            }}
          />
        ))}
        <button type="button" onClick={onRemove} aria-label={`Remove ${label}`} className={`${BUTTON} self-start`}>
          Remove
        </button>
      </fieldset>
    </li>
  );
}

function ParamField({
  param,
  value,
  indicatorName,
  onValue,
}: {
  param: IndicatorParam;
  value: number;
  indicatorName: string;
  onValue: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const messageId = useId();
  const problem = paramProblem(param, text);
  return (
    <div className="flex flex-col gap-0.5">
      <label className="flex items-center justify-between gap-2 text-xs">
        <span>
          {param.label}
          <span className="sr-only"> of {indicatorName}</span>
        </span>
        <input
          type="number"
          inputMode={param.integer ? 'numeric' : 'decimal'}
          min={param.min}
          max={param.max}
          step={param.integer ? 1 : 'any'}
          value={text}
          aria-invalid={problem === undefined ? undefined : true}
          aria-describedby={problem === undefined ? undefined : messageId}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            if (paramProblem(param, next) === undefined) onValue(Number(next));
          }}
          className={FIELD}
        />
      </label>
      {problem === undefined ? null : (
        <p id={messageId} role="alert" className="text-xs text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
