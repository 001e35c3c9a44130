import { newAlertSchema, type Alert, type AlertLinePoint, type NewAlert } from '@contracts/alerts';

export type ConditionType = 'price-crosses' | 'price-range' | 'change-percent' | 'day-volume' | 'line-crosses';

/** The form's fields as typed (text), before they make an alert. */
export type AlertFormValues = {
  symbol: string;
  type: ConditionType;
  /** above/below, enters/leaves or up/down, as the type has it. */
  direction: string;
  level: string;
  low: string;
  high: string;
  percent: string;
  volume: string;
  repeat: 'once' | 'every';
  /** Seconds between two firings of an "every time" alert. */
  cooldown: string;
  /** A `datetime-local` value in the browser's time zone, or '' for none. */
  expires: string;
  note: string;
  /** A line alert's points and drawing, kept as they are (the chart sets them). */
  line?: { points: AlertLinePoint[]; drawingId: string | null };
};

/** The form's named fields a message can belong to. */
export type AlertField = 'symbol' | 'level' | 'low' | 'high' | 'percent' | 'volume' | 'cooldown' | 'expires' | 'note';
export type AlertFieldErrors = Partial<Record<AlertField, string>>;

export const DIRECTIONS: Record<ConditionType, readonly { value: string; label: string }[]> = {
  'price-crosses': [
    { value: 'above', label: 'Crosses above' },
    { value: 'below', label: 'Crosses below' },
  ],
  'price-range': [
    { value: 'enters', label: 'Enters the range' },
    { value: 'leaves', label: 'Leaves the range' },
  ],
  'change-percent': [
    { value: 'up', label: 'Up from the previous close' },
    { value: 'down', label: 'Down from the previous close' },
  ],
  'day-volume': [],
  'line-crosses': [
    { value: 'above', label: 'Crosses above the line' },
    { value: 'below', label: 'Crosses below the line' },
  ],
};

export function blankForm(symbol: string, price = ''): AlertFormValues {
  return {
    ...{ symbol, type: 'price-crosses', direction: 'above', level: price, low: '', high: '', percent: '' },
    ...{ volume: '', repeat: 'once', cooldown: '300', expires: '', note: '' },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time (ms) as a `datetime-local` value in the browser's zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form filled from a kept alert, for editing. */
export function formOf(alert: Alert): AlertFormValues {
  const form = blankForm(alert.symbol);
  const { condition, repeat } = alert;
  form.type = condition.type;
  if (condition.type === 'price-crosses')
    Object.assign(form, { direction: condition.direction, level: condition.level });
  if (condition.type === 'price-range') Object.assign(form, condition);
  if (condition.type === 'change-percent')
    Object.assign(form, { direction: condition.direction, percent: condition.percent });
  if (condition.type === 'day-volume') form.volume = String(condition.volume);
  if (condition.type === 'line-crosses') {
    form.direction = condition.direction;
    form.line = { points: condition.points, drawingId: condition.drawing_id };
  }
  form.repeat = repeat.mode;
  if (repeat.mode === 'every') form.cooldown = String(repeat.cooldown_s);
  form.expires = alert.expires_at === null ? '' : toLocalInput(alert.expires_at);
  form.note = alert.note;
  return form;
}

function conditionOf(form: AlertFormValues): unknown {
  const { type, direction } = form;
  const trimmed = (text: string) => text.trim();
  if (type === 'price-crosses') return { type, direction, level: trimmed(form.level) };
  if (type === 'price-range') return { type, direction, low: trimmed(form.low), high: trimmed(form.high) };
  if (type === 'change-percent') return { type, direction, percent: trimmed(form.percent) };
  if (type === 'day-volume') return { type, volume: Number(trimmed(form.volume)) };
  return { type, direction, points: form.line?.points ?? [], drawing_id: form.line?.drawingId ?? null };
}

const EMPTY_WORDS: Partial<Record<AlertField, string>> = {
  symbol: 'Enter a symbol',
  level: 'Enter a price',
  low: 'Enter the range’s low',
  high: 'Enter the range’s high',
  percent: 'Enter a percent',
  volume: 'Enter a number of shares',
  cooldown: 'Enter the seconds between two alerts',
};

const CONDITION_FIELDS: readonly AlertField[] = ['level', 'low', 'high', 'percent', 'volume'];

function fieldOf(path: readonly PropertyKey[]): AlertField | undefined {
  const [first, second] = path;
  if (first === 'symbol' || first === 'note') return first;
  if (first === 'expires_at') return 'expires';
  if (first === 'repeat') return 'cooldown';
  return first === 'condition' ? CONDITION_FIELDS.find((field) => field === second) : undefined;
}

export type FormCheck = { alert: NewAlert; errors?: undefined } | { alert?: undefined; errors: AlertFieldErrors };

/**
 * The alert the form describes, checked with the contract the BFF checks it with, or each
 * field's trouble in words; `now` (ms) for the expiry, which must be in the future.
 */
export function checkForm(form: AlertFormValues, now: number): FormCheck {
  const errors: AlertFieldErrors = {};
  const required: AlertField[] = ['symbol'];
  if (form.type === 'price-crosses') required.push('level');
  if (form.type === 'price-range') required.push('low', 'high');
  if (form.type === 'change-percent') required.push('percent');
  if (form.type === 'day-volume') required.push('volume');
  if (form.repeat === 'every') required.push('cooldown');
  for (const field of required) if (form[field].trim() === '') errors[field] = EMPTY_WORDS[field];
  if (form.repeat === 'every' && errors.cooldown === undefined && !/^\d+$/.test(form.cooldown.trim()))
    errors.cooldown = 'The seconds are a whole number';
  const expiresAt = form.expires === '' ? null : new Date(form.expires).getTime();
  if (expiresAt !== null && !(expiresAt > now)) errors.expires = 'An expiry is in the future';
  const parsed = newAlertSchema.safeParse({
    symbol: form.symbol.trim().toUpperCase(),
    condition: conditionOf(form),
    repeat: form.repeat === 'once' ? { mode: 'once' } : { mode: 'every', cooldown_s: Number(form.cooldown) },
    expires_at: expiresAt,
    note: form.note,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field !== undefined) errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success)
    return { errors: Object.keys(errors).length > 0 ? errors : { symbol: 'This alert cannot be kept' } };
  return { alert: parsed.data };
}
