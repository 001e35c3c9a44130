import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { computeSignature } from '@server/signing/sign-request';
import { isSignatureAlgorithm } from '@server/signing/algorithms';
import { createClockSkewTracker } from './clock-skew';
import { createUpstreamClient, type UpstreamClient } from './http-client';
import { createNodeTransport } from './transport';
import { UpstreamHttpError, UpstreamTransportError } from './upstream-errors';

const SECRET = 'test-secret';
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}
let server: FastifyInstance | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

async function startUpstream(
  reply: (seen: Seen) => { status: number; body: unknown; headers?: Record<string, string> },
) {
  const seen: Seen[] = [];
  server = Fastify();
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    done(null, body);
  });
  server.all('/*', async (req, res) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    const entry = { method: req.method, url: req.url, headers, body: typeof req.body === 'string' ? req.body : '' };
    seen.push(entry);
    const answer = reply(entry);
    return res
      .code(answer.status)
      .headers({ 'x-request-id': 'req-1', ...answer.headers })
      .send(answer.body);
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return { seen, address };
}

function clientFor(baseUrl: string, overrides: { generation?: 'v2' | 'v3' } = {}): UpstreamClient {
  return createUpstreamClient({
    baseUrl,
    appKey: 'app-key',
    appSecret: SECRET,
    algorithm: 'HMAC-SHA256',
    generation: overrides.generation ?? 'v3',
    transport: createNodeTransport(),
    now: () => Date.parse('2026-01-02T03:04:05Z'),
    random: () => 0.5,
    sleep: () => Promise.resolve(),
  });
}

function expectValidSignature(seen: Seen, path: string, query: [string, string][], body: string | null): void {
  const algorithm = seen.headers['x-signature-algorithm'] ?? '';
  if (!isSignatureAlgorithm(algorithm)) throw new Error(`unexpected algorithm ${algorithm}`);
  const expected = computeSignature(
    {
      path,
      query,
      body,
      headers: {
        'x-app-key': seen.headers['x-app-key'] ?? '',
        'x-timestamp': seen.headers['x-timestamp'] ?? '',
        'x-signature-algorithm': algorithm,
        'x-signature-version': seen.headers['x-signature-version'] ?? '',
        'x-signature-nonce': seen.headers['x-signature-nonce'] ?? '',
        host: seen.headers.host ?? '',
      },
    },
    SECRET,
  );
  expect(seen.headers['x-signature']).toBe(expected.signature);
}

test('a GET carries every signing header and a signature over host:port and the raw query', async () => {
  const { seen, address } = await startUpstream(() => ({ status: 200, body: [{ symbol: 'AAPL' }] }));
  const result = await clientFor(address).call('getSnapshots', {
    query: [
      ['symbols', 'AAPL,MSFT'],
      ['category', 'US_STOCK'],
    ],
  });
  expect(result).toEqual([{ symbol: 'AAPL' }]);
  const request = seen[0]!;
  expect(request.url).toBe('/market-data/stocks/snapshots/list?symbols=AAPL%2CMSFT&category=US_STOCK');
  expect(request.headers.host).toBe(new URL(address).host);
  expect(request.headers['x-timestamp']).toBe('2026-01-02T03:04:05Z');
  expect(request.headers['x-version']).toBe('v3');
  expect(request.headers['x-app-secret']).toBeUndefined();
  expectValidSignature(
    request,
    '/market-data/stocks/snapshots/list',
    [
      ['symbols', 'AAPL,MSFT'],
      ['category', 'US_STOCK'],
    ],
    null,
  );
});

test('a POST signs the exact compact JSON it sends, on the gen-2 path when configured', async () => {
  const { seen, address } = await startUpstream(() => ({ status: 200, body: { result: [] } }));
  await clientFor(address, { generation: 'v2' }).call('getBars', {
    body: { symbols: ['AAPL'], category: 'US_STOCK', timespan: 'D', count: 5 },
  });
  const request = seen[0]!;
  expect(request.url).toBe('/openapi/market-data/stock/batch-bars');
  expect(request.body).toBe('{"symbols":["AAPL"],"category":"US_STOCK","timespan":"D","count":5}');
  expect(request.headers['x-version']).toBe('v2');
  expectValidSignature(request, '/openapi/market-data/stock/batch-bars', [], request.body);
});

test('the config and token calls go with x-version v2 on generation 3, as the SDKs send them', async () => {
  const { seen, address } = await startUpstream(() => ({ status: 200, body: { token_check_enabled: false } }));
  const client = clientFor(address);
  await client.call('getApiConfig');
  await client.call('createToken', { body: {} });
  await client.call('listAccounts');
  expect(seen.map((request) => [request.url, request.headers['x-version']])).toEqual([
    ['/openapi/config', 'v2'],
    ['/auth/tokens/create', 'v2'],
    ['/trading/accounts/list', 'v3'],
  ]);
});

test('headers a call adds go beside the signed ones, unsigned, and never replace them', async () => {
  const { seen, address } = await startUpstream(() => ({ status: 200, body: { order_id: '1' } }));
  const body = { account_id: 'A1', new_orders: [] };
  await clientFor(address).call('orders:place', { body, headers: { category: 'US_EQUITY', 'x-version': 'v9' } });
  const request = seen[0]!;
  expect(request.headers.category).toBe('US_EQUITY');
  expect(request.headers['x-version']).toBe('v3');
  expectValidSignature(request, '/trading/orders/place', [], request.body);
});

test('every attempt uses a fresh nonce', async () => {
  const { seen, address } = await startUpstream(() => ({
    status: 500,
    body: { error_code: 'INTERNAL_ERROR', message: 'boom' },
  }));
  await expect(clientFor(address).call('listAccounts')).rejects.toThrow(UpstreamHttpError);
  expect(new Set(seen.map((s) => s.headers['x-signature-nonce'])).size).toBe(seen.length);
});

test('a GET that keeps failing with 5xx is tried four times (three retries) and then reports the error', async () => {
  const { seen, address } = await startUpstream(() => ({
    status: 503,
    body: { error_code: 'SERVICE_NOT_AVAILABLE', message: 'later' },
  }));
  const error = await clientFor(address)
    .call('listAccounts')
    .catch((e: unknown) => e);
  expect(seen).toHaveLength(4);
  expect(error).toBeInstanceOf(UpstreamHttpError);
  expect(error).toMatchObject({ status: 503, errorCode: 'SERVICE_NOT_AVAILABLE', requestId: 'req-1' });
});

test('a GET recovers when a retry succeeds', async () => {
  let calls = 0;
  const { address } = await startUpstream(() => (++calls < 3 ? { status: 502, body: {} } : { status: 200, body: [] }));
  await expect(clientFor(address).call('listAccounts')).resolves.toEqual([]);
  expect(calls).toBe(3);
});

test('a POST is never retried, even on a 5xx', async () => {
  const { seen, address } = await startUpstream(() => ({
    status: 500,
    body: { error_code: 'INTERNAL_ERROR', message: 'boom' },
  }));
  await expect(clientFor(address).call('getBars', { body: {} })).rejects.toMatchObject({ status: 500 });
  expect(seen).toHaveLength(1);
});

test('a 4xx is not retried and keeps the upstream code, message and request id', async () => {
  const { seen, address } = await startUpstream(() => ({
    status: 429,
    body: { error_code: 'TOO_MANY_REQUESTS', message: 'slow down' },
    headers: { 'retry-after': '7' },
  }));
  await expect(clientFor(address).call('getTicks')).rejects.toMatchObject({
    status: 429,
    errorCode: 'TOO_MANY_REQUESTS',
    upstreamMessage: 'slow down',
    requestId: 'req-1',
    retryAfterSeconds: 7,
  });
  expect(seen).toHaveLength(1);
});

test('a refused connection is a transport error after the retries', async () => {
  const { address } = await startUpstream(() => ({ status: 200, body: [] }));
  await server?.close();
  server = null;
  let retries = 0;
  const error = await clientFor(address)
    .call('listAccounts', {
      beforeRetry: () => {
        retries += 1;
        return Promise.resolve();
      },
    })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UpstreamTransportError);
  expect(retries).toBe(3);
});

test('a stale-timestamp refusal is sent again once, POST included, signed with the time its Date header gave', async () => {
  const brokerTime = Date.parse('2026-01-02T03:14:05Z'); // ten minutes ahead of the client's clock
  const { seen, address } = await startUpstream(() => ({
    status: 401,
    body: { error_code: 'ILLEGAL_TIMESTAMP', message: 'Header x-timestamp is invalid.' },
    headers: { date: new Date(brokerTime).toUTCString() },
  }));
  const clockSkew = createClockSkewTracker();
  const client = createUpstreamClient({
    baseUrl: address,
    appKey: 'app-key',
    appSecret: SECRET,
    algorithm: 'HMAC-SHA256',
    generation: 'v3',
    transport: createNodeTransport(),
    now: () => Date.parse('2026-01-02T03:04:05Z'),
    sleep: () => Promise.resolve(),
    clockSkew,
  });
  const refusal = await client.call('orders:place', { body: { account_id: 'A' } }).catch((e: unknown) => e);
  expect(refusal).toBeInstanceOf(UpstreamHttpError);
  expect(seen.map((s) => s.headers['x-timestamp'])).toEqual(['2026-01-02T03:04:05Z', '2026-01-02T03:14:05Z']);
  expect(seen[0]?.headers['x-signature-nonce']).not.toBe(seen[1]?.headers['x-signature-nonce']);
  expect(clockSkew.current().corrected).toBe(true);
});

test('without a Date header a stale-timestamp refusal is not sent again: nothing was re-measured', async () => {
  const { seen, address } = await startUpstream(() => ({
    status: 401,
    body: { error_code: 'ILLEGAL_TIMESTAMP', message: 'Header x-timestamp is invalid.' },
  }));
  const refusal = await clientFor(address)
    .call('listAccounts')
    .catch((e: unknown) => e);
  expect(refusal).toMatchObject({ status: 401, errorCode: 'ILLEGAL_TIMESTAMP' });
  expect(seen).toHaveLength(1);
});
