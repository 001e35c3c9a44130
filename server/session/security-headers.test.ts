import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { UpstreamTransportError } from '../upstream/client/upstream-errors';
import { logInWith } from './testing/login-test-kit';
import { LoginTokens } from './login-tokens';
import { CHART_LOGO_STYLE_HASH } from './security-headers';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

let app: FastifyInstance | null = null;
let dir: string | null = null;
afterEach(async () => {
  await app?.close();
  if (dir !== null) await rm(dir, { recursive: true, force: true });
  app = null;
  dir = null;
});

async function start(): Promise<FastifyInstance> {
  dir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Dashboard</title>');
  const broker = fakeBroker({ getDepth: () => Promise.reject(new UpstreamTransportError('connect ECONNREFUSED')) });
  let n = 0;
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: true },
    broker,
    loginTokens: new LoginTokens(() => `token-${String(++n)}`),
    userId: 'key-test',
    alerts: memoryAlerts(),
    spaDir: dir,
  });
  return app;
}

test('the page may not be framed, sniffed or referred, and runs only what it loads from its own origin', async () => {
  const instance = await start();
  const page = await instance.inject({ url: '/' });
  expect(page.statusCode).toBe(200);
  const csp = String(page.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim());
  expect(csp).toEqual(
    expect.arrayContaining([
      "default-src 'self'",
      "script-src 'self'",
      `style-src 'self' ${CHART_LOGO_STYLE_HASH}`,
      "connect-src 'self'",
      "img-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]),
  );
  expect(csp.join(';')).not.toContain('unsafe');
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  expect(page.headers['referrer-policy']).toBe('no-referrer');
  expect(page.headers['strict-transport-security']).toBeUndefined();
});

test('every /api answer is no-store, errors included', async () => {
  const instance = await start();
  const { headers } = await logInWith(instance, 'token-1');
  const answers = await Promise.all([
    instance.inject({ url: '/api/session', headers }),
    instance.inject({ url: '/api/accounts' }),
    instance.inject({ url: '/api/nothing-here', headers }),
    instance.inject({ url: '/api/depth?symbol=AAPL', headers }),
    instance.inject({ url: '/api/bars?symbol=AAPL&timespan=nope', headers }),
  ]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 502, 400]);
  for (const answer of answers) {
    expect(answer.headers['cache-control'], answer.body).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
});

test("the login pages' own stylesheet is let in by its hash, and nothing else inline", async () => {
  const instance = await start();
  const page = await instance.inject({ url: '/login?token=wrong' });
  const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1] ?? '';
  const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain(`style-src 'self' ${CHART_LOGO_STYLE_HASH} ${hash}`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.body).not.toMatch(/style="|<script/);
});

test("the chart library's one inline style is the one whose hash the policy allows", async () => {
  // The build the SPA bundles (the package's production entry).
  const bundle = await readFile(
    path.join(import.meta.dirname, '../../node_modules/lightweight-charts/dist/lightweight-charts.production.mjs'),
    'utf8',
  );
  // The attribution logo's rule, set as the text of a <style> element the chart creates.
  const css = /createElement\("style"\),this\.\w+\.innerText="([^"]*)"/.exec(bundle)?.[1];
  expect(css).toContain('tv-attr-logo');
  expect(
    `'sha256-${createHash('sha256')
      .update(css ?? '')
      .digest('base64')}'`,
  ).toBe(CHART_LOGO_STYLE_HASH);
});
