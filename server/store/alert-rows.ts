import type { Selectable } from 'kysely';
import {
  alertConditionSchema,
  alertRepeatSchema,
  alertStatusSchema,
  type AlertFiring,
  type AlertCondition,
  type AlertRepeat,
} from '@contracts/alerts';
import type { z } from 'zod';
import type { StoredAlert } from './alert-store';
import type { AlertFiringsTable, AlertsTable } from './schema';

function parseJson<S extends z.ZodType>(schema: S, text: string): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The condition and repeat of a row as the contract reads them; null when either no longer fits. */
export function parseRule(row: Pick<AlertsTable, 'condition' | 'repeat'>): {
  condition: AlertCondition;
  repeat: AlertRepeat;
} | null {
  const condition = parseJson(alertConditionSchema, row.condition);
  const repeat = parseJson(alertRepeatSchema, row.repeat);
  return condition === null || repeat === null ? null : { condition, repeat };
}

/**
 * A row as a StoredAlert, or null when it no longer fits the contract (edited by hand, written by
 * a version with another one): such an alert is left out rather than judged on a guess
 * (docs/store.md#alerts).
 */
export function toStoredAlert(
  row: Selectable<AlertsTable> & { unseen_count: number | string | bigint | null },
): StoredAlert | null {
  const rule = parseRule(row);
  const status = alertStatusSchema.safeParse(row.status);
  if (rule === null || !status.success) return null;
  return {
    id: row.id,
    user_id: row.user_id,
    symbol: row.symbol,
    ...rule,
    expires_at: row.expires_at,
    note: row.note,
    status: status.data,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_fired_at: row.last_fired_at,
    fired_count: row.fired_count,
    // A count is a bigint in Postgres and may come back as text.
    unseen_count: Number(row.unseen_count ?? 0),
  };
}

export function toFiring(row: Selectable<AlertFiringsTable>): AlertFiring {
  return {
    id: row.id,
    alert_id: row.alert_id,
    symbol: row.symbol,
    value: row.value,
    at: row.at,
    message: row.message,
    note: row.note,
    seen: row.seen === 1,
  };
}
