import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { UpstreamBusyError, UpstreamHttpError, UpstreamTransportError } from '../upstream/client/upstream-errors';
import { ApiError } from '@server/shared/api-error';
import { errorPolicyOptions, registerErrorHandler } from './error-handler';
import { checkOutput } from '@server/shared/parse-input';

const logLineSchema = z
  .object({ level: z.number(), msg: z.string(), err: z.object({ stack: z.string() }).loose().optional() })
  .loose();

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** What the log holds after one request to a route that throws `error`. */
async function logAfter(error: () => unknown) {
  const lines: string[] = [];
  // Fastify's own per-request lines are left out: they say nothing about the failure.
  const write = (line: string) => {
    if (!/"msg":"(incoming request|request completed)"/.test(line)) lines.push(line);
  };
  app = Fastify({ logger: { level: 'info', stream: { write } }, ...errorPolicyOptions });
  registerErrorHandler(app);
  app.get('/api/thing', () => {
    throw error();
  });
  const response = await app.inject({ url: '/api/thing' });
  return { status: response.statusCode, lines, entries: lines.map((line) => logLineSchema.parse(JSON.parse(line))) };
}

const INFO = 30;
const WARN = 40;
const ERROR = 50;

const refusals: [name: string, error: () => Error, status: number, level: number][] = [
  ['a refused input (400)', () => new ApiError(400, 'INVALID_REQUEST', 'count: too big'), 400, INFO],
  ['the budget spent (503)', () => new UpstreamBusyError(12, 'market-data budget spent'), 503, WARN],
  ["the broker's 429 (503)", () => new UpstreamHttpError(429, 'TOO_MANY_REQUESTS', 'slow down', 'rid-1', 3), 503, WARN],
  [
    'the broker refusing the key (502)',
    () => new UpstreamHttpError(401, 'UNAUTHORIZED', 'bad signature', 'rid-2', null),
    502,
    WARN,
  ],
  ['the broker out of reach (502)', () => new UpstreamTransportError('connect ECONNREFUSED 127.0.0.1:9001'), 502, WARN],
];

test.each(refusals)('%s is logged as one line without a stack', async (_name, error, status, level) => {
  const { status: answered, lines, entries } = await logAfter(error);
  expect(answered).toBe(status);
  expect(lines).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    level,
    msg: expect.stringMatching(new RegExp(`^GET /api/thing: ${String(status)} `)) as unknown,
  });
  expect(lines[0]).not.toContain('"stack"');
  expect(lines[0]).not.toMatch(/\\n\s+at /);
});

test('the one line says what happened inside, for the operator', async () => {
  const { entries } = await logAfter(() => new UpstreamTransportError('connect ECONNREFUSED 127.0.0.1:9001'));
  expect(entries[0]?.msg).toBe('GET /api/thing: 502 UPSTREAM_UNAVAILABLE (connect ECONNREFUSED 127.0.0.1:9001)');
});

test('a bug is logged as an error with its stack, and the browser sees none of it', async () => {
  const { status, entries } = await logAfter(() => new TypeError('cannot read x of undefined'));
  expect(status).toBe(500);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.level).toBe(ERROR);
  expect(entries[0]?.err?.stack).toMatch(/TypeError: cannot read x of undefined\n\s+at /);
});

test('an answer outside its contract is a bug: logged as an error with the zod issues', async () => {
  const { status, lines, entries } = await logAfter(() => {
    try {
      checkOutput(z.object({ price: z.string() }), { price: 12 });
    } catch (error) {
      return error;
    }
    return new Error('checkOutput accepted a bad answer');
  });
  expect(status).toBe(502);
  expect(entries[0]?.level).toBe(ERROR);
  expect(lines[0]).toContain('price');
  expect(lines[0]).toContain('"stack"');
});

test("the listening server's own error (an accept that fails) is logged, not thrown, and the BFF still answers", async () => {
  const lines: string[] = [];
  app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    ...errorPolicyOptions,
  });
  registerErrorHandler(app);
  app.get('/api/thing', () => ({ ok: true }));
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // What Node's net server emits when accept() fails, e.g. with no file descriptors left.
  expect(() => app?.server.emit('error', Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' }))).not.toThrow();
  expect(lines.map((line) => logLineSchema.parse(JSON.parse(line)))).toContainEqual(
    expect.objectContaining({ level: ERROR, msg: 'the HTTP server: accept EMFILE' }),
  );
  expect((await fetch(`${base}/api/thing`)).status).toBe(200);
});
