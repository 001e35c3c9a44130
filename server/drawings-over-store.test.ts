import type { FastifyInstance } from 'fastify';
import { expect, test } from 'vitest';
import { apiErrorSchema } from '../src/contracts/common';
import { MAX_DRAWINGS_PER_SYMBOL, savedDrawingsSchema, type Drawing } from '../src/contracts/drawings';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/contracts/session';
import { buildApp } from './app';
import { fakeBroker } from './routes/testing/fake-broker';
import { LoginTokens } from './session/login-tokens';
import { browserRequests, logInWith } from './session/testing/login-test-kit';
import { journalBackends, openFreshStore } from './store/testing/journal-backends';
import { sampleDrawings } from './store/testing/sample-drawings';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const [trendLine, note] = sampleDrawings;
if (trendLine === undefined || note === undefined) throw new Error('two sample drawings');

// The routes over the real store: what one browser draws, another signed-in browser reads.
async function startApp(backend: (typeof journalBackends)[number]) {
  const { store } = await openFreshStore(backend);
  let now = 1_000;
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 'tok'),
    userId: 'key-test',
    alerts: memoryAlerts(),
    clock: { now: () => now, setTimer: () => () => undefined },
    drawings: { records: store.drawings, userId: 'key-owner' },
  });
  const browser = async () => {
    const send = browserRequests(app, await logInWith(app, 'tok'));
    return async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => {
      const response = await send(method, url, body);
      const json: unknown = response.body === '' ? null : JSON.parse(response.body);
      return { status: response.statusCode, json, error: apiErrorSchema.safeParse(json).data?.error };
    };
  };
  return {
    app,
    browser,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

async function closing<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await app.close();
  }
}

for (const backend of journalBackends) {
  test(`${backend.name}: drawings saved in one browser are what another browser reads, per symbol`, async () => {
    const { app, browser, tick } = await startApp(backend);
    await closing(app, async () => {
      const first = await browser();
      expect((await first('GET', '/api/drawings?symbol=aapl')).json).toEqual({
        symbol: 'AAPL',
        drawings: [],
        version: 0,
        updatedAt: null,
      });
      tick(500);
      const saved = await first('PUT', '/api/drawings/AAPL', { drawings: [trendLine, note], baseVersion: 0 });
      expect(saved).toMatchObject({ status: 200, json: { symbol: 'AAPL', version: 1, updatedAt: 1_500 } });
      const second = await browser();
      const read = await second('GET', '/api/drawings?symbol=AAPL');
      expect(savedDrawingsSchema.parse(read.json)).toEqual({
        symbol: 'AAPL',
        drawings: [trendLine, note],
        version: 1,
        updatedAt: 1_500,
      });
      expect((await second('GET', '/api/drawings?symbol=MSFT')).json).toMatchObject({ drawings: [], version: 0 });
    });
  });

  test(`${backend.name}: a save from a copy another browser has since changed is a 409 in words, and loses nothing`, async () => {
    const { app, browser } = await startApp(backend);
    await closing(app, async () => {
      const first = await browser();
      const second = await browser();
      await first('PUT', '/api/drawings/AAPL', { drawings: [trendLine], baseVersion: 0 });
      // The second browser read version 0 before the first saved.
      const refused = await second('PUT', '/api/drawings/AAPL', { drawings: [note], baseVersion: 0 });
      expect(refused.status).toBe(409);
      expect(refused.error).toEqual({
        code: 'DRAWINGS_CHANGED',
        message: expect.stringMatching(/^The drawings on AAPL were changed in another tab or browser/) as string,
      });
      expect((await second('GET', '/api/drawings?symbol=AAPL')).json).toMatchObject({
        drawings: [trendLine],
        version: 1,
      });
      expect(await second('PUT', '/api/drawings/AAPL', { drawings: [trendLine, note], baseVersion: 1 })).toMatchObject({
        status: 200,
        json: { version: 2 },
      });
    });
  });

  test(`${backend.name}: a body that is not a set of drawings is a 400 naming the field, and the saved set stays`, async () => {
    const { app, browser } = await startApp(backend);
    await closing(app, async () => {
      const send = await browser();
      await send('PUT', '/api/drawings/AAPL', { drawings: [trendLine], baseVersion: 0 });
      const many: Drawing[] = Array.from({ length: MAX_DRAWINGS_PER_SYMBOL + 1 }, (_, index) => ({
        ...trendLine,
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      }));
      const refusals = [
        [{ drawings: [trendLine] }, /baseVersion/],
        [{ drawings: [trendLine], baseVersion: 1, extra: true }, /^unknown field `extra`/],
        [{ drawings: [{ ...trendLine, label: 'x' }], baseVersion: 1 }, /^unknown field `drawings\.0\.label`/],
        [{ drawings: [{ ...trendLine, kind: 'spiral' }], baseVersion: 1 }, /drawings\.0\.kind/],
        [
          { drawings: [{ ...trendLine, points: [trendLine.points[0]] }], baseVersion: 1 },
          /a trend-line has two points/,
        ],
        [{ drawings: [{ ...trendLine, style: { color: 'blue', width: 2 } }], baseVersion: 1 }, /a colour is #rrggbb/],
        [{ drawings: [{ ...trendLine, style: { color: '#000000', width: 9 } }], baseVersion: 1 }, /1 to 4 pixels/],
        [{ drawings: [{ ...note, text: 'x'.repeat(501) }], baseVersion: 1 }, /at most 500 characters/],
        [{ drawings: [{ ...note, text: ' ' }], baseVersion: 1 }, /a note has some text/],
        [{ drawings: [{ ...trendLine, id: 'line-1' }], baseVersion: 1 }, /an id is a UUID/],
        [{ drawings: [trendLine, trendLine], baseVersion: 1 }, /each drawing id once/],
        [{ drawings: many, baseVersion: 1 }, /at most 200 drawings per symbol/],
        [
          { drawings: [{ ...trendLine, points: [{ time: 1, price: '1e3' }, trendLine.points[1]] }], baseVersion: 1 },
          /drawings\.0\.points\.0\.price/,
        ],
      ] as const;
      for (const [body, message] of refusals) {
        const refused = await send('PUT', '/api/drawings/AAPL', body);
        expect(refused.status, JSON.stringify(body).slice(0, 200)).toBe(400);
        expect(refused.error?.code).toBe('INVALID_REQUEST');
        expect(refused.error?.message).toMatch(message);
      }
      const badSymbol = await send('PUT', '/api/drawings/not%20a%20symbol', { drawings: [], baseVersion: 1 });
      expect(badSymbol).toMatchObject({ status: 400, error: { message: expect.stringMatching(/symbol/) as string } });
      expect((await send('GET', '/api/drawings')).error?.message).toMatch(/symbol/);
      expect((await send('GET', '/api/drawings?symbol=AAPL')).json).toMatchObject({
        drawings: [trendLine],
        version: 1,
      });
    });
  });

  test(`${backend.name}: an export reads every symbol's drawings; an import replaces the symbols it names`, async () => {
    const { app, browser } = await startApp(backend);
    await closing(app, async () => {
      const send = await browser();
      await send('PUT', '/api/drawings/AAPL', { drawings: [trendLine], baseVersion: 0 });
      await send('PUT', '/api/drawings/MSFT', { drawings: [note], baseVersion: 0 });
      await send('PUT', '/api/drawings/TSLA', { drawings: [note], baseVersion: 0 });
      await send('PUT', '/api/drawings/TSLA', { drawings: [], baseVersion: 1 });
      // A symbol whose drawings were all deleted is not in the export.
      expect(await send('GET', '/api/drawings/all')).toEqual({
        status: 200,
        json: { drawings: { AAPL: [trendLine], MSFT: [note] } },
        error: undefined,
      });

      const imported = await send('POST', '/api/drawings/import', { drawings: { AAPL: [note], NVDA: [trendLine] } });
      expect(imported.status).toBe(200);
      expect((await send('GET', '/api/drawings/all')).json).toEqual({
        drawings: { AAPL: [note], MSFT: [note], NVDA: [trendLine] },
      });
      // A page that read AAPL before the import meets a 409 at its next save, so nothing is lost silently.
      expect((await send('PUT', '/api/drawings/AAPL', { drawings: [], baseVersion: 1 })).status).toBe(409);

      const refused = await send('POST', '/api/drawings/import', { drawings: { AAPL: [{ ...note, text: '' }] } });
      expect(refused).toMatchObject({ status: 400, error: { code: 'INVALID_REQUEST' } });
      expect((await send('POST', '/api/drawings/import', { drawings: {}, extra: 1 })).error?.message).toMatch(
        /^unknown field `extra`/,
      );
      expect((await send('POST', '/api/drawings/import', { drawings: { 'not a symbol': [] } })).status).toBe(400);
      expect((await send('GET', '/api/drawings?symbol=AAPL')).json).toMatchObject({ drawings: [note] });
    });
  });
}

test('without a session drawings are neither read nor written, and a write needs the page Origin and header', async () => {
  const sqlite = journalBackends.find((backend) => backend.name === 'sqlite');
  if (sqlite === undefined) throw new Error('SQLite is always among the backends');
  const { app, browser } = await startApp(sqlite);
  await closing(app, async () => {
    const body = JSON.stringify({ drawings: [trendLine], baseVersion: 0 });
    const json = { 'content-type': 'application/json' };
    expect((await app.inject({ method: 'GET', url: '/api/drawings?symbol=AAPL' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/drawings/AAPL', headers: json, payload: body })).statusCode,
    ).toBe(401);
    const session = await logInWith(app, 'tok');
    const page = { ...session.headers, ...json, host: 'dash.test' };
    const noHeader = await app.inject({
      method: 'PUT',
      url: '/api/drawings/AAPL',
      headers: { ...page, origin: 'http://dash.test' },
      payload: body,
    });
    expect(noHeader.statusCode).toBe(403);
    const otherOrigin = await app.inject({
      method: 'PUT',
      url: '/api/drawings/AAPL',
      headers: { ...page, origin: 'http://evil.test', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: body,
    });
    expect(otherOrigin.statusCode).toBe(403);
    expect(apiErrorSchema.parse(JSON.parse(otherOrigin.body)).error.message).toMatch(/Origin is not allowed/);
    expect((await (await browser())('GET', '/api/drawings?symbol=AAPL')).json).toMatchObject({ version: 0 });
  });
});
