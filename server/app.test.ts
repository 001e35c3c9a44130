import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from './app';
import { fakeBroker } from './routes/testing/fake-broker';
import { LoginTokens } from './session/login-tokens';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

let app: FastifyInstance | null = null;
let dir: string | null = null;
afterEach(async () => {
  await app?.close();
  if (dir !== null) await rm(dir, { recursive: true, force: true });
  app = null;
  dir = null;
});

async function withSpa(serveSpa: boolean): Promise<FastifyInstance> {
  dir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Dashboard</title>');
  await writeFile(path.join(dir, 'app.js'), 'console.log(1)');
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 't'),
    userId: 'key-test',
    alerts: memoryAlerts(),
    spaDir: dir,
  });
  return app;
}

test('the built SPA is served, and any non-API path falls back to index.html', async () => {
  const instance = await withSpa(true);
  expect((await instance.inject({ url: '/' })).body).toContain('<title>Dashboard</title>');
  expect((await instance.inject({ url: '/app.js' })).body).toBe('console.log(1)');
  const deep = await instance.inject({ url: '/charts/AAPL?timespan=D' });
  expect(deep.statusCode).toBe(200);
  expect(deep.body).toContain('<title>Dashboard</title>');
});

test('API paths never fall back to the SPA', async () => {
  const instance = await withSpa(true);
  const response = await instance.inject({ url: '/api/unknown' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
});

test('with SERVE_SPA off the SPA is not served', async () => {
  const instance = await withSpa(false);
  const response = await instance.inject({ url: '/' });
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('npm start');
});

test('paths that climb out of the SPA folder never serve a file outside it', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  const spaDir = path.join(dir, 'dist');
  await mkdir(spaDir);
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><title>Dashboard</title>');
  await writeFile(path.join(dir, 'secret.txt'), 'BROKER_APP_SECRET=do-not-serve');
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: true },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 't'),
    userId: 'key-test',
    alerts: memoryAlerts(),
    spaDir,
  });
  for (const url of [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/.%2e/secret.txt',
    `/${path.basename(spaDir)}/../secret.txt`,
  ]) {
    const response = await app.inject({ url });
    expect(response.body, url).not.toContain('do-not-serve');
  }
});
