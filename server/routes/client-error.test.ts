import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { SECURITY_HEADERS } from '../session/security-headers';
import { rawExchange } from '../testing/raw-exchange';
import { loggedInApp } from './testing/fake-broker';

// Node's parser answers these before Fastify runs, so app.inject() cannot reach them: a real
// socket on 127.0.0.1 does.
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function listening(): Promise<number> {
  app = (await loggedInApp()).app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address: AddressInfo | string | null = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('headers over the limit are a 431 in the app shape with a message a person can act on', async () => {
  const port = await listening();
  const response = await get(port, '/api/accounts', { cookie: `dash_session=${'a'.repeat(20_000)}` });
  expect(response.status).toBe(431);
  expect(response.type).toBe('application/json; charset=utf-8');
  expect(apiErrorSchema.parse(JSON.parse(response.body)).error).toEqual({
    code: 'HEADERS_TOO_LARGE',
    message:
      "The request headers are too large: with the address they must stay under 16 KB. Clearing this site's cookies may help.",
  });
});

test('an address over the limit is a 414 in the app shape', async () => {
  const port = await listening();
  const response = await get(port, `/api/snapshots?symbols=${'AAPL,'.repeat(5_000)}`);
  expect(response.status).toBe(414);
  expect(apiErrorSchema.parse(JSON.parse(response.body)).error.code).toBe('URI_TOO_LONG');
});

test('bytes that are not HTTP get a 400 in the app shape before the connection closes', async () => {
  const port = await listening();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('HELLO there\r\n\r\n'));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => {
      resolve(received);
    });
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(head).toContain('Connection: close');
  expect(apiErrorSchema.parse(JSON.parse(body)).error).toEqual({
    code: 'BAD_REQUEST',
    message: 'The request is not valid HTTP.',
  });
});

test("the parser's refusals carry the security headers of every other answer", async () => {
  const port = await listening();
  for (const bytes of ['HELLO there\r\n\r\n', `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`]) {
    const answer = await rawExchange(port, bytes);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const head = `${answer.text.split('\r\n\r\n')[0] ?? ''}\r\n`;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(head).toContain(`\r\n${name}: ${value}\r\n`);
  }
});
