import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { LoginTokens } from '../session/login-tokens';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const SCRIPT = `export const prices = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ symbol: `S${String(i)}`, last: '123.45' })))};`;
const ASSET = '/assets/index-a1b2c3d4.js';

let app: FastifyInstance;
let dir: string;

// A folder laid out as `vite build` leaves it: the page, hashed assets with their .br and .gz
// siblings, and an unhashed public file.
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Dashboard</title><script type="module" src="${ASSET}"></script>`,
  );
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, ASSET), SCRIPT);
  await writeFile(path.join(dir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, `${ASSET}.gz`), gzipSync(SCRIPT));
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: true },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 't'),
    userId: 'key-test',
    alerts: memoryAlerts(),
    spaDir: dir,
  });
});

afterEach(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

test('a hashed asset goes out as its brotli file to a browser that accepts br, cached for a year as immutable', async () => {
  const response = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
});

test('a browser that accepts only gzip gets the gzip file', async () => {
  const response = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
});

test('a client that accepts no encoding gets the file as it is, still varying on Accept-Encoding', async () => {
  for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
    const response = await app.inject({ url: ASSET, headers });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  }
});

test('the page is never stored, at / and at every client route', async () => {
  for (const url of ['/', '/index.html', '/charts/AAPL?timespan=D', '/watchlists']) {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-store');
    expect(response.body, url).toContain('<title>Dashboard</title>');
  }
});

test('an unhashed public file is kept but revalidated', async () => {
  const response = await app.inject({ url: '/favicon.svg' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test('a hashed asset that is not there is a 404, not the page', async () => {
  const response = await app.inject({ url: '/assets/index-00000000.js', headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).not.toMatch(/html/);
  expect(response.headers['cache-control']).toBe('no-store');
});
