import { z } from 'zod';
import { decimalString, symbolSchema } from './common';

/**
 * Price alerts, kept and judged by the BFF on the upstream stream, so they fire with every tab
 * closed (docs/alerts.md). The provider has no alert operation: this is the dashboard's own API.
 *
 *   GET    /api/alerts            AlertList, every alert of the app key's holder
 *   POST   /api/alerts            NewAlert -> 201 Alert
 *   PATCH  /api/alerts/:id        AlertChange -> Alert
 *   DELETE /api/alerts/:id        204
 *   GET    /api/alerts/firings    FiringList, the newest first
 *
 * and the retained relay topic `alerts/<USER>` (AlertsNotice), USER being the session's `user`.
 */

/** At most this many alerts kept (active, paused or done) per user. */
export const MAX_ALERTS = 2000;
/** A note's length, in characters. */
export const MAX_ALERT_NOTE_LENGTH = 200;
/** The shortest and longest wait between two firings of an "every time" alert. */
export const MIN_COOLDOWN_S = 10;
export const MAX_COOLDOWN_S = 7 * 24 * 3600;
/** How many of the newest firings the relay topic carries. */
export const NOTICE_FIRINGS = 20;

const level = decimalString.max(24, 'a price has at most 24 characters');
const positiveLevel = level.refine((text) => Number(text) > 0, 'a price is above zero');

/** A point a trend-line alert's line goes through: a bar's open time (ms) and a price. */
export const alertLinePointSchema = z.strictObject({
  time: z.number().int().min(0).max(8.64e15, 'time is ms since 1970'),
  price: positiveLevel,
});
export type AlertLinePoint = z.infer<typeof alertLinePointSchema>;

/**
 * What makes an alert fire. Every comparison is on consecutive prices of the symbol: a crossing is
 * the previous price on one side and this one on the other (or on the level), so a gap across a
 * level is one crossing.
 */
export const alertConditionSchema = z.discriminatedUnion('type', [
  /** The last price crosses a level, going up (`above`) or down (`below`). */
  z.strictObject({ type: z.literal('price-crosses'), direction: z.enum(['above', 'below']), level: positiveLevel }),
  /** The last price goes into `[low, high]` (`enters`) or out of it (`leaves`). */
  z
    .strictObject({
      type: z.literal('price-range'),
      direction: z.enum(['enters', 'leaves']),
      low: positiveLevel,
      high: positiveLevel,
    })
    .refine((range) => Number(range.low) < Number(range.high), {
      message: 'the range runs from its low to a higher high',
      path: ['high'],
    }),
  /** The change from the previous close reaches `percent` up (`up`) or down (`down`); percent > 0. */
  z.strictObject({
    type: z.literal('change-percent'),
    direction: z.enum(['up', 'down']),
    percent: decimalString.refine(
      (text) => Number(text) > 0 && Number(text) <= 1000,
      'a percent above 0, at most 1000',
    ),
  }),
  /** The day's volume reaches a number of shares. */
  z.strictObject({
    type: z.literal('day-volume'),
    volume: z.number().int('a volume is whole shares').positive('a volume above zero').max(1e13),
  }),
  /**
   * A chart line turned into an alert: one point (a horizontal line) or two (a trend line,
   * extended both ways); the level is the line's price at the time of each price.
   * `drawing_id` names the drawing it came from, if any.
   */
  z.strictObject({
    type: z.literal('line-crosses'),
    direction: z.enum(['above', 'below']),
    points: z
      .array(alertLinePointSchema)
      .min(1)
      .max(2)
      .refine((points) => points.length === 1 || points[0]?.time !== points[1]?.time, 'a trend line spans some time'),
    drawing_id: z.uuid('a drawing id is a UUID').nullable(),
  }),
]);
export type AlertCondition = z.infer<typeof alertConditionSchema>;
export type AlertConditionType = AlertCondition['type'];

/** Fires once (then is done), or every time with at least `cooldown_s` seconds between firings. */
export const alertRepeatSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('once') }),
  z.strictObject({
    mode: z.literal('every'),
    cooldown_s: z
      .number()
      .int()
      .min(MIN_COOLDOWN_S, `a cooldown is at least ${String(MIN_COOLDOWN_S)} s`)
      .max(MAX_COOLDOWN_S, 'a cooldown is at most a week'),
  }),
]);
export type AlertRepeat = z.infer<typeof alertRepeatSchema>;

const note = z.string().max(MAX_ALERT_NOTE_LENGTH, `a note has at most ${String(MAX_ALERT_NOTE_LENGTH)} characters`);
const expiresAt = z.number().int().min(0).max(8.64e15, 'an expiry is ms since 1970').nullable();

/** `POST /api/alerts`. */
export const newAlertSchema = z.strictObject({
  symbol: symbolSchema,
  condition: alertConditionSchema,
  repeat: alertRepeatSchema,
  /** After this time (ms) the alert never fires; null: no expiry. Must be in the future. */
  expires_at: expiresAt,
  note,
});
export type NewAlert = z.infer<typeof newAlertSchema>;

/** `PATCH /api/alerts/:id`: any of these; `paused` pauses or resumes; `seen` marks its firings seen. */
export const alertChangeSchema = z
  .strictObject({
    condition: alertConditionSchema,
    repeat: alertRepeatSchema,
    expires_at: expiresAt,
    note,
    paused: z.boolean(),
    seen: z.literal(true),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'a change names at least one field');
export type AlertChange = z.infer<typeof alertChangeSchema>;

export const alertIdParamsSchema = z.object({ id: z.uuid('an alert id is a UUID') });

/**
 * Where an alert stands. `active`: judged on every price; `paused` by the trader; `done`: a
 * "once" alert that fired; `expired`: past its expiry without firing.
 */
export const alertStatusSchema = z.enum(['active', 'paused', 'done', 'expired']);
export type AlertStatus = z.infer<typeof alertStatusSchema>;

/**
 * What the BFF is doing with an active alert right now, in words for the panel: `watching` (the
 * stream carries the symbol and its market is open), `arming` (waiting for a first price to compare
 * the next with), `waiting` (outside the symbol's sessions, or the stream is down: `reason` says
 * which and until when).
 */
export const alertWatchSchema = z.object({
  state: z.enum(['watching', 'arming', 'waiting', 'idle']),
  reason: z.string(),
});
export type AlertWatch = z.infer<typeof alertWatchSchema>;

export const alertSchema = z.object({
  id: z.uuid(),
  symbol: z.string(),
  condition: alertConditionSchema,
  repeat: alertRepeatSchema,
  expires_at: z.number().int().nullable(),
  note: z.string(),
  status: alertStatusSchema,
  watch: alertWatchSchema,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  /** The last firing's time (ms); null before the first. */
  last_fired_at: z.number().int().nullable(),
  fired_count: z.number().int().min(0),
  /** Firings not yet marked seen. */
  unseen_count: z.number().int().min(0),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

/** One firing: which alert, on what price at what time, and whether a tab has shown it. */
export const alertFiringSchema = z.object({
  id: z.uuid(),
  alert_id: z.uuid(),
  symbol: z.string(),
  /** The price that fired it (or the day volume, for a volume alert), as text. */
  value: z.string(),
  /** The market time of that price (ms). */
  at: z.number().int(),
  /** The alert's condition in words, as it stood when it fired ("AAPL crossed above 200.00"). */
  message: z.string(),
  note: z.string(),
  seen: z.boolean(),
});
export type AlertFiring = z.infer<typeof alertFiringSchema>;

/** `GET /api/alerts/firings?limit=` (default 100, at most 500). */
export const alertFiringsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const alertFiringListSchema = z.object({ firings: z.array(alertFiringSchema) });
export type AlertFiringList = z.infer<typeof alertFiringListSchema>;

export const ALERTS_TOPIC_PREFIX = 'alerts';
export function alertsTopic(user: string): string {
  return `${ALERTS_TOPIC_PREFIX}/${user}`;
}

/**
 * Payload of the retained `alerts/<USER>`: the newest firings, and a revision that moves at every
 * change of the alerts (a write from any tab, a firing, an expiry), so a tab re-reads
 * `GET /api/alerts` when it moves. Compare it for equality only: the BFF counts it on from its
 * start time, so it is no count of changes and not ordered across BFFs (docs/alerts.md#delivery).
 */
export const alertsNoticeSchema = z.object({
  revision: z.number().int().min(0),
  firings: z.array(alertFiringSchema).max(NOTICE_FIRINGS),
});
export type AlertsNotice = z.infer<typeof alertsNoticeSchema>;
