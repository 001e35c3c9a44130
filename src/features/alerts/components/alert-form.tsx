import { useState, type SyntheticEvent } from 'react';
import type { Alert } from '@contracts/alerts';
import { useChangeAlert } from '@src/api/change-alert';
import { useCreateAlert } from '@src/api/create-alert';
import {
  checkForm,
  DIRECTIONS,
  type AlertFieldErrors,
  type AlertFormValues,
  type ConditionType,
} from '../utils/alert-form-values';
import { AlertField, BUTTON, INPUT } from './alert-field';

const TYPES: readonly { value: ConditionType; label: string }[] = [
  { value: 'price-crosses', label: 'Price crosses a level' },
  { value: 'price-range', label: 'Price enters or leaves a range' },
  { value: 'change-percent', label: 'Change from the previous close' },
  { value: 'day-volume', label: 'Day volume reaches' },
];

type AlertFormProps = {
  initial: AlertFormValues;
  /** The alert being edited; its symbol stays. Absent: the form creates a new alert. */
  editing?: Alert;
  /** The alert was kept (or the edit cancelled). */
  onDone: () => void;
};

/**
 * Creates an alert or edits one: the symbol, the condition with its fields, once or every time
 * with a cooldown, an optional expiry and note. Each field's trouble is said under it before
 * anything is sent; a refusal by the BFF is said in its words.
 */
export function AlertForm({ initial, editing, onDone }: AlertFormProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<AlertFieldErrors>({});
  const create = useCreateAlert();
  const change = useChangeAlert();
  const sending = create.isPending || change.isPending;
  const refusal = (editing === undefined ? create.error : change.error)?.message;
  const set = (next: Partial<AlertFormValues>) => {
    setForm((was) => ({ ...was, ...next }));
  };
  const types =
    form.type === 'line-crosses' ? [...TYPES, { value: form.type, label: 'Price crosses a chart line' }] : TYPES;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = checkForm(form, Date.now());
    setErrors(checked.errors ?? {});
    if (checked.alert === undefined) return;
    const { condition, repeat, expires_at, note } = checked.alert;
    if (editing === undefined) create.mutate(checked.alert, { onSuccess: onDone });
    else change.mutate({ id: editing.id, change: { condition, repeat, expires_at, note } }, { onSuccess: onDone });
  };
  const directions = DIRECTIONS[form.type];
  return (
    <form
      aria-label={editing === undefined ? 'New alert' : `Edit alert on ${editing.symbol}`}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
    >
      <div className="grid grid-cols-2 gap-2">
        <AlertField label="Symbol" error={errors.symbol}>
          {(ids) => (
            <input
              {...ids}
              value={form.symbol}
              disabled={editing !== undefined}
              autoComplete="off"
              onChange={(event) => {
                set({ symbol: event.target.value });
              }}
              className={`${INPUT} uppercase`}
            />
          )}
        </AlertField>
        <AlertField label="Condition" error={undefined}>
          {(ids) => (
            <select
              {...ids}
              value={form.type}
              disabled={form.type === 'line-crosses'}
              onChange={(event) => {
                const type = types.find((option) => option.value === event.target.value)?.value ?? 'price-crosses';
                set({ type, direction: DIRECTIONS[type][0]?.value ?? '' });
              }}
              className={INPUT}
            >
              {types.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </AlertField>
        {directions.length === 0 ? null : (
          <AlertField label="Direction" error={undefined}>
            {(ids) => (
              <select
                {...ids}
                value={form.direction}
                onChange={(event) => {
                  set({ direction: event.target.value });
                }}
                className={INPUT}
              >
                {directions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </AlertField>
        )}
        <ConditionFields form={form} errors={errors} set={set} />
      </div>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="text-xs font-medium">Repeat</legend>
        {(['once', 'every'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-1 text-sm">
            <input
              type="radio"
              name="repeat"
              checked={form.repeat === mode}
              onChange={() => {
                set({ repeat: mode });
              }}
            />
            {mode === 'once' ? 'Once' : 'Every time'}
          </label>
        ))}
        {form.repeat === 'every' ? (
          <AlertField label="Cooldown (seconds)" error={errors.cooldown}>
            {(ids) => (
              <input
                {...ids}
                inputMode="numeric"
                value={form.cooldown}
                onChange={(event) => {
                  set({ cooldown: event.target.value });
                }}
                className={`${INPUT} w-24`}
              />
            )}
          </AlertField>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <AlertField label="Expires (optional)" error={errors.expires}>
          {(ids) => (
            <input
              {...ids}
              type="datetime-local"
              value={form.expires}
              onChange={(event) => {
                set({ expires: event.target.value });
              }}
              className={INPUT}
            />
          )}
        </AlertField>
        <AlertField label="Note (optional)" error={errors.note}>
          {(ids) => (
            <input
              {...ids}
              value={form.note}
              onChange={(event) => {
                set({ note: event.target.value });
              }}
              className={INPUT}
            />
          )}
        </AlertField>
      </div>
      {refusal === undefined ? null : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {editing === undefined ? 'The alert was not created' : 'The alert was not changed'}: {refusal}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={sending} className={`${BUTTON} font-semibold`}>
          {editing === undefined ? 'Create alert' : 'Save alert'}
        </button>
        {editing === undefined ? null : (
          <button type="button" onClick={onDone} className={BUTTON}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

type ConditionFieldsProps = {
  form: AlertFormValues;
  errors: AlertFieldErrors;
  set: (next: Partial<AlertFormValues>) => void;
};

/** The fields the chosen condition needs: a level, a range, a percent or a volume. */
function ConditionFields({ form, errors, set }: ConditionFieldsProps) {
  const fields: { name: 'level' | 'low' | 'high' | 'percent' | 'volume'; label: string }[] =
    form.type === 'price-crosses'
      ? [{ name: 'level', label: 'Price' }]
      : form.type === 'price-range'
        ? [
            { name: 'low', label: 'Low' },
            { name: 'high', label: 'High' },
          ]
        : form.type === 'change-percent'
          ? [{ name: 'percent', label: 'Percent' }]
          : form.type === 'day-volume'
            ? [{ name: 'volume', label: 'Shares' }]
            : [];
  return fields.map(({ name, label }) => (
    <AlertField key={name} label={label} error={errors[name]}>
      {(ids) => (
        <input
          {...ids}
          inputMode="decimal"
          value={form[name]}
          onChange={(event) => {
            set({ [name]: event.target.value });
          }}
          className={INPUT}
        />
      )}
    </AlertField>
  ));
}
