import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { createFakeFeed } from '../upstream/testing/fake-feed';
import { hostsFor } from './host-allowlist';
import { LoginTokens } from './login-tokens';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A GET over a real socket with a chosen Host header (fetch cannot set one). */
function get(
  port: number,
  path: string,
  host: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function listening(publicUrl?: string): Promise<number> {
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false, publicUrl },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 'token-1'),
    userId: 'key-test',
    alerts: memoryAlerts(),
    feed: createFakeFeed(),
  });
  // Port 0: the allowlist can only know the port once the server is bound.
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

test('a request whose Host names another server gets 421 in the JSON error shape, on every path', async () => {
  const port = await listening();
  for (const path of ['/api/session', '/login?token=token-1', '/', '/mqtt']) {
    for (const host of [
      `rebound.example:${String(port)}`,
      'rebound.example',
      `127.0.0.1:${String(port + 1)}`,
      `localhost:${String(port + 1)}`,
    ]) {
      const response = await get(port, path, host);
      expect(response.status, `${host}${path}`).toBe(421);
      expect(JSON.parse(response.body), `${host}${path}`).toMatchObject({ error: { code: 'MISDIRECTED_REQUEST' } });
    }
  }
  // The rebinding attempt did not use up the login token.
  expect((await get(port, '/login?token=token-1', `127.0.0.1:${String(port)}`)).status).toBe(302);
});

test('the bound address and port under any loopback name a browser uses are let through', async () => {
  const port = await listening();
  for (const host of [`127.0.0.1:${String(port)}`, `localhost:${String(port)}`, `LOCALHOST:${String(port)}`]) {
    const response = await get(port, '/api/session', host);
    expect(response.status, host).toBe(401);
  }
});

test("PUBLIC_URL's host is let through (the dev server forwards with its own Host)", async () => {
  const port = await listening('http://127.0.0.1:5173');
  expect((await get(port, '/api/session', '127.0.0.1:5173')).status).toBe(401);
  expect((await get(port, '/api/session', 'localhost:5173')).status).toBe(421);
});

test('the allowed names follow the binding', () => {
  expect([...hostsFor({ address: '127.0.0.1', family: 'IPv4', port: 8080 }, undefined)].sort()).toEqual([
    '127.0.0.1:8080',
    'localhost:8080',
  ]);
  expect([...hostsFor({ address: '::1', family: 'IPv6', port: 8080 }, undefined)].sort()).toEqual([
    '[::1]:8080',
    'localhost:8080',
  ]);
  expect([...hostsFor({ address: '0.0.0.0', family: 'IPv4', port: 8080 }, undefined)].sort()).toEqual([
    '127.0.0.1:8080',
    '[::1]:8080',
    'localhost:8080',
  ]);
  expect(hostsFor({ address: '127.0.0.1', family: 'IPv4', port: 80 }, undefined).has('localhost')).toBe(true);
  expect(
    hostsFor({ address: '127.0.0.1', family: 'IPv4', port: 8080 }, 'https://dash.example').has('dash.example'),
  ).toBe(true);
});
