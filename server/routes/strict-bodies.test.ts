import { expect, test } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@contracts/common';
import { registeredRoutes } from './method-not-allowed';
import { bodySchemaOf } from '@server/shared/parse-input';
import { recordingApp } from './testing/recording-app';

const writeMethodSchema = z.enum(['POST', 'PUT', 'PATCH', 'DELETE']);

// Every write route the app registers, read from the app itself: a write added tomorrow is in
// this table the day it is registered, and fails it unless its body is strict.
const listed = await recordingApp();
const writeRoutes = registeredRoutes(listed.app).flatMap((route) => {
  const method = writeMethodSchema.safeParse(route.method);
  return method.success && route.url.startsWith('/api/') ? [[method.data, route.url] as const] : [];
});
await listed.app.close();

/** A value each path parameter accepts, so the request reaches the body check. */
const PARAMETER_VALUES: Readonly<Record<string, string>> = {
  // A UUID: an alert's id must be one, and a watchlist's may be.
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  symbol: 'AAPL',
  clientOrderId: 'ord-1',
  accountId: 'ACC-1',
};

function fill(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = PARAMETER_VALUES[name];
    if (value === undefined) throw new Error(`no sample value for the path parameter :${name} of ${url}; add one`);
    return value;
  });
}

/**
 * Where a body's JSON Schema takes fields it does not name: an object whose named fields do not
 * close it, or a map open to any value. Each is given by its path in the schema.
 */
function openObjects(node: unknown, path = 'body'): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const extra = 'additionalProperties' in node ? node.additionalProperties : undefined;
  const named = 'properties' in node;
  const open =
    (named && extra !== false) ||
    extra === true ||
    (typeof extra === 'object' && Object.keys(extra ?? {}).length === 0);
  return [
    ...(open ? [path] : []),
    ...Object.entries(node).flatMap(([key, child]) => openObjects(child, `${path}.${key}`)),
  ];
}

const openIn = (schema: z.ZodType) => openObjects(z.toJSONSchema(schema, { io: 'input' }));

test('an object left open at any depth is found, so the check below can fail', () => {
  expect(openIn(z.strictObject({ a: z.object({ b: z.string() }) }))).toEqual(['body.properties.a']);
  expect(openIn(z.strictObject({ a: z.looseObject({}) }))).toEqual(['body.properties.a']);
  expect(openIn(z.strictObject({ a: z.record(z.string(), z.number()), b: z.strictObject({}).optional() }))).toEqual([]);
});

test('the table holds every kind of write: orders, watchlists, layout, alerts, token, session', () => {
  expect(writeRoutes.map(([method, url]) => `${method} ${url}`)).toEqual(
    expect.arrayContaining([
      'POST /api/orders',
      'POST /api/orders/preview',
      'POST /api/orders/cancel-all',
      'POST /api/orders/:clientOrderId/replace',
      'POST /api/orders/:clientOrderId/cancel',
      'POST /api/accounts/:accountId/positions/:symbol/close',
      'POST /api/watchlists',
      'PATCH /api/watchlists/:id',
      'DELETE /api/watchlists/:id',
      'POST /api/watchlists/:id/instruments',
      'DELETE /api/watchlists/:id/instruments/:symbol',
      'PUT /api/watchlists/:id/order',
      'PUT /api/layout',
      'DELETE /api/layout',
      'PUT /api/drawings/:symbol',
      'POST /api/drawings/import',
      'POST /api/alerts',
      'PATCH /api/alerts/:id',
      'DELETE /api/alerts/:id',
      'POST /api/token/renew',
      'DELETE /api/session',
    ]),
  );
});

test.each(writeRoutes)(
  '%s %s refuses a field it does not know by name at any depth, and reaches nothing',
  async (method, url) => {
    const { app, headers, calls } = await recordingApp();
    try {
      const response = await app.inject({
        method,
        url: fill(url),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ zz_padding: 'x' }),
      });
      expect(response.statusCode, response.body).toBe(400);
      const { error } = apiErrorSchema.parse(JSON.parse(response.body));
      expect(error.code).toBe('INVALID_REQUEST');
      // First: the likely cause of any other complaint (a misspelt name leaves the right one missing).
      expect(error.message).toMatch(/^unknown field `zz_padding`/);
      expect(calls).toEqual([]);
      // Closed at every depth too, not only at the top: a nested misspelling is refused as well.
      const schema = bodySchemaOf(app, method, url);
      expect(schema, 'the route parses its body with parseBody').toBeDefined();
      if (schema !== undefined) expect(openIn(schema)).toEqual([]);
      // Nothing changed: the session the refused sign-out named still works.
      const session = await app.inject({ method: 'GET', url: '/api/session', headers });
      expect(session.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  },
);
