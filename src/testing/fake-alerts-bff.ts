import { vi } from 'vitest';
import { alertChangeSchema, newAlertSchema, type Alert, type AlertFiring, type AlertWatch } from '@contracts/alerts';

type Answer = { status?: number; body?: unknown };
export type AlertsHandler = (
  method: string,
  url: URL,
  body: unknown,
  pass: () => Answer,
) => Answer | Promise<Answer> | undefined;

const refused = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

let nextId = 1;
/** A UUID the contract accepts, new on each call. */
export function testUuid(): string {
  const n = String(nextId++).padStart(12, '0');
  return `00000000-0000-4000-8000-${n}`;
}

/** An alert as the BFF keeps it, active and watching, crossing above `level`. */
export function keptAlert(over: Partial<Alert> = {}): Alert {
  return {
    id: testUuid(),
    symbol: 'AAPL',
    condition: { type: 'price-crosses', direction: 'above', level: '200' },
    repeat: { mode: 'once' },
    expires_at: null,
    note: '',
    status: 'active',
    watch: { state: 'watching', reason: '' },
    ...{ created_at: 1, updated_at: 1, last_fired_at: null, fired_count: 0, unseen_count: 0 },
    ...over,
  };
}

/** A firing of `alert`, not yet seen. */
export function firingOf(alert: Alert, over: Partial<AlertFiring> = {}): AlertFiring {
  return {
    id: testUuid(),
    alert_id: alert.id,
    symbol: alert.symbol,
    value: '200.10',
    at: Date.UTC(2026, 10, 27, 15, 30),
    message: `${alert.symbol} crossed above 200`,
    note: alert.note,
    seen: false,
    ...over,
  };
}

/**
 * The BFF's alert routes over in-memory alerts and firings, checking bodies with the contract
 * (400 in its words); `override` may answer any request first (a 409 quota refusal), or hold it
 * back by answering with a promise (`pass` gives the usual answer, from the state at that time).
 * Every call is recorded. `watch` is the watch state new alerts get.
 */
export function stubAlertsBff(
  state: { alerts: Alert[]; firings: AlertFiring[]; watch?: AlertWatch },
  override?: AlertsHandler,
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const route = (method: string, url: URL, body: unknown): Answer => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/alerts') return { body: { alerts: state.alerts } };
    if (method === 'GET' && path === '/api/alerts/firings') return { body: { firings: state.firings } };
    if (method === 'POST' && path === '/api/alerts') {
      const parsed = newAlertSchema.safeParse(body);
      if (!parsed.success) return refused(400, 'INVALID_REQUEST', parsed.error.issues[0]?.message ?? 'bad body');
      const alert = keptAlert({ ...parsed.data, watch: state.watch ?? { state: 'arming', reason: '' } });
      state.alerts.push(alert);
      return { status: 201, body: alert };
    }
    const id = /^\/api\/alerts\/([^/]+)$/.exec(path)?.[1];
    const alert = state.alerts.find((known) => known.id === id);
    if (id === undefined || alert === undefined) return refused(404, 'NOT_FOUND', 'no such alert');
    if (method === 'DELETE') {
      state.alerts = state.alerts.filter((known) => known !== alert);
      return { status: 204 };
    }
    const parsed = alertChangeSchema.safeParse(body);
    if (method !== 'PATCH' || !parsed.success) return refused(400, 'INVALID_REQUEST', 'bad change');
    const { paused, seen, ...fields } = parsed.data;
    Object.assign(alert, fields, { updated_at: alert.updated_at + 1 });
    if (paused !== undefined) alert.status = paused ? 'paused' : 'active';
    if (seen === true) {
      alert.unseen_count = 0;
      for (const firing of state.firings) if (firing.alert_id === alert.id) firing.seen = true;
    }
    return { body: alert };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const { status = 200, body: answer } = await (override?.(method, url, body, () => route(method, url, body)) ??
      route(method, url, body));
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, state };
}
