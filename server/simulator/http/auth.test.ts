import { expect, test } from 'vitest';
import { useTestSimulator, TEST_HOST } from './testing/test-simulator';
import { readError } from './testing/read-response';

const accounts = { path: '/trading/accounts/list' };
const start = useTestSimulator();

test('a correctly signed request is answered 200 with an X-Request-Id', async () => {
  const response = await start().call(accounts);
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
});

const missing = [
  ['x-app-key', 'MISSING_APP_KEY'],
  ['x-signature', 'MISSING_SIGNATURE'],
  ['x-signature-algorithm', 'MISSING_ALGORITHM'],
  ['x-signature-nonce', 'MISSING_NONCE'],
  ['x-timestamp', 'MISSING_TIMESTAMP'],
  ['x-signature-version', 'MISSING_VERSION'],
  ['x-version', 'MISSING_VERSION'],
] as const;

for (const [header, code] of missing) {
  test(`a request without ${header} gets 401 ${code}`, async () => {
    const response = await start().call({ ...accounts, override: { [header]: null } });
    expect(response.statusCode).toBe(401);
    expect(readError(response).error_code).toBe(code);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
}

test('an empty header counts as missing', async () => {
  const response = await start().call({ ...accounts, override: { 'x-signature-nonce': '' } });
  expect(readError(response).error_code).toBe('MISSING_NONCE');
});

test('a tampered signature gets 401 UNAUTHORIZED', async () => {
  const response = await start().call({ ...accounts, override: { 'x-signature': 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' } });
  expect(response.statusCode).toBe(401);
  expect(readError(response)).toEqual({ error_code: 'UNAUTHORIZED', message: 'Header x-signature is invalid.' });
});

test('a request signed with the wrong secret gets 401 UNAUTHORIZED', async () => {
  const response = await start().call({ ...accounts, secret: 'not-the-secret' });
  expect(response.statusCode).toBe(401);
  expect(readError(response).error_code).toBe('UNAUTHORIZED');
});

test('an unknown app key gets 401 UNAUTHORIZED', async () => {
  const response = await start().call({ ...accounts, appKey: 'someone-else' });
  expect(readError(response).error_code).toBe('UNAUTHORIZED');
});

test('a timestamp more than 300 s old or ahead gets 401 ILLEGAL_TIMESTAMP; 300 s is still fine', async () => {
  const s = start();
  for (const offset of [-301_000, 301_000]) {
    const response = await s.call({ ...accounts, at: s.now() + offset });
    expect(response.statusCode).toBe(401);
    expect(readError(response).error_code).toBe('ILLEGAL_TIMESTAMP');
  }
  expect((await s.call({ ...accounts, at: s.now() - 300_000 })).statusCode).toBe(200);
  expect((await s.call({ ...accounts, at: s.now() + 300_000 })).statusCode).toBe(200);
});

test('a malformed timestamp gets 401 ILLEGAL_TIMESTAMP', async () => {
  const s = start();
  for (const value of ['2026-03-02 15:00:00', '2026-03-02T15:00:00.000Z', '1772463600', '2026-02-30T15:00:00Z']) {
    const response = await s.call({ ...accounts, override: { 'x-timestamp': value } });
    expect(readError(response).error_code).toBe('ILLEGAL_TIMESTAMP');
  }
});

test('a nonce reused within the window gets 401 DUPLICATED_REQUEST', async () => {
  const s = start();
  expect((await s.call({ ...accounts, nonce: 'same-nonce' })).statusCode).toBe(200);
  s.advance(1000);
  const replay = await s.call({ ...accounts, nonce: 'same-nonce' });
  expect(replay.statusCode).toBe(401);
  expect(readError(replay).error_code).toBe('DUPLICATED_REQUEST');
});

test('a forged request does not use up the nonce', async () => {
  const s = start();
  expect((await s.call({ ...accounts, nonce: 'n1', secret: 'wrong' })).statusCode).toBe(401);
  expect((await s.call({ ...accounts, nonce: 'n1' })).statusCode).toBe(200);
});

test('an unsupported algorithm, signature version or API version is refused', async () => {
  const s = start();
  const algorithm = await s.call({ ...accounts, override: { 'x-signature-algorithm': 'HMAC-MD5' } });
  expect(readError(algorithm).error_code).toBe('SIGNATURE_ALGORITHM_NOT_SUPPORTED');
  const version = await s.call({ ...accounts, override: { 'x-signature-version': '2.0' } });
  expect(readError(version).error_code).toBe('VERSION_NOT_SUPPORTED');
  const apiVersion = await s.call({ ...accounts, override: { 'x-version': 'v1' } });
  expect(apiVersion.statusCode).toBe(401);
  expect(readError(apiVersion).error_code).toBe('UNSUPPORTED_API_VERSION');
});

test('both algorithms are verified as x-signature-algorithm names them', async () => {
  const s = start();
  expect((await s.call({ ...accounts, algorithm: 'HMAC-SHA1' })).statusCode).toBe(200);
  expect((await s.call({ ...accounts, algorithm: 'HMAC-SHA256' })).statusCode).toBe(200);
  const mixed = await s.call({
    ...accounts,
    algorithm: 'HMAC-SHA1',
    override: { 'x-signature-algorithm': 'HMAC-SHA256' },
  });
  expect(readError(mixed).error_code).toBe('UNAUTHORIZED');
});

test('host is accepted as sent (with port) or as its bare host name, nothing else', async () => {
  const s = start();
  expect((await s.call({ ...accounts, signedHost: TEST_HOST })).statusCode).toBe(200);
  expect((await s.call({ ...accounts, signedHost: '127.0.0.1' })).statusCode).toBe(200);
  expect((await s.call({ ...accounts, signedHost: 'api.webull.com' })).statusCode).toBe(401);
});

test('either path generation takes x-version v2 or v3', async () => {
  const s = start();
  expect((await s.call({ path: '/openapi/account/list', apiVersion: 'v3' })).statusCode).toBe(200);
  expect((await s.call({ path: '/trading/accounts/list', apiVersion: 'v2' })).statusCode).toBe(200);
});

test('a simulator serving one path generation answers the other as an unknown route', async () => {
  for (const [served, found, missing] of [
    ['v2', '/openapi/account/list', '/trading/accounts/list'],
    ['v3', '/trading/accounts/list', '/openapi/account/list'],
  ] as const) {
    const s = start({ pathGenerations: served });
    expect((await s.call({ path: found })).statusCode).toBe(200);
    const absent = await s.call({ path: missing });
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ error_msg: '404 Route Not Found' });
    await s.app.close();
  }
  // The config call has a generation-2 path only.
  expect((await start({ pathGenerations: 'v3' }).call({ path: '/openapi/config' })).statusCode).toBe(404);
});

test('query values are decoded before re-signing, and repeated names are signed together', async () => {
  const s = start();
  const query: [string, string][] = [
    ['symbols', 'SPY'],
    ['category', 'US_ETF'],
    ['symbols', 'AAPL'],
    ['note', 'a b&c=d/é+~'],
  ];
  const response = await s.call({ path: '/openapi/market-data/stock/snapshot', query });
  // Authenticated; AAPL is a stock, so the ETF request names it as invalid.
  expect(readError(response)).toMatchObject({ error_code: 'INVALID_SYMBOL' });
  const fine = await s.call({
    path: '/openapi/market-data/stock/snapshot',
    query: [
      ['symbols', 'SPY'],
      ['category', 'US_ETF'],
      ['symbols', 'SPY'],
      ['note', 'a b'],
    ],
  });
  expect(fine.statusCode).toBe(200);
});

test('the body hash covers the exact bytes sent', async () => {
  const s = start();
  const body = '{"symbols": ["AAPL"], "category":"US_STOCK","timespan":"D","count":"2","note":"café"}';
  const ok = await s.call({ method: 'POST', path: '/market-data/stocks/bars/list', body });
  expect(ok.statusCode).toBe(200);
  const reformatted = await s.call({
    method: 'POST',
    path: '/market-data/stocks/bars/list',
    body,
    sentBody: body.replace(': ', ':'),
  });
  expect(reformatted.statusCode).toBe(401);
  expect(readError(reformatted).error_code).toBe('UNAUTHORIZED');
});

test('every response, even an unknown route, carries a fresh X-Request-Id', async () => {
  const s = start();
  const first = await s.call({ path: '/no/such/route' });
  const second = await s.call(accounts);
  expect(first.statusCode).toBe(404);
  expect(first.headers['x-request-id']).toBeTruthy();
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
});
