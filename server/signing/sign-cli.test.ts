import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { signFromJson } from './sign-input';

const request = {
  method: 'POST',
  host: 'api.webull.com',
  path: '/trade/place_order',
  query: [
    ['a1', 'webull'],
    ['a2', '123'],
    ['a3', 'xxx'],
    ['q1', 'yyy'],
  ],
  headers: {
    'x-app-key': '776da210ab4a452795d74e726ebd74b6',
    'x-timestamp': '2022-01-04T03:55:31Z',
    'x-signature-algorithm': 'HMAC-SHA1',
    'x-signature-version': '1.0',
    'x-signature-nonce': '48ef5afed43d4d91ae514aaeafbc29ba',
  },
  body: '{"k1":123,"k2":"this is the api request body","k3":true,"k4":{"foo":[1,2]}}',
  secret: '0f50a2e853334a9aae1a783bee120c1f',
};

test('the sign command reproduces the published vector', () => {
  const result = signFromJson(JSON.stringify(request));
  expect(result).toMatchObject({ ok: true, parts: { signature: 'kvlS6opdZDhEBo5jq40nHYXaLvM=' } });
});

test('bad input names what is wrong', () => {
  expect(signFromJson('not json')).toEqual({ ok: false, message: expect.stringContaining('not valid JSON') as string });
  const noSecret = signFromJson(JSON.stringify({ ...request, secret: undefined }));
  expect(noSecret).toEqual({ ok: false, message: expect.stringContaining('secret') as string });
  const badAlgorithm = signFromJson(
    JSON.stringify({ ...request, headers: { ...request.headers, 'x-signature-algorithm': 'MD5' } }),
  );
  expect(badAlgorithm).toEqual({ ok: false, message: expect.stringContaining('HMAC-SHA256, HMAC-SHA1') as string });
});

test('the command prints one JSON line, and exits 2 with a message on stderr for bad input', () => {
  const run = (input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/signing/sign-cli.ts'], { input, encoding: 'utf8' });
  const good = run(JSON.stringify(request));
  expect(good.status).toBe(0);
  const parsed = JSON.parse(good.stdout) as { canonical: string; encoded: string; signature: string };
  expect(parsed.signature).toBe('kvlS6opdZDhEBo5jq40nHYXaLvM=');
  expect(parsed.encoded.startsWith('%2Ftrade%2Fplace_order%26a1%3Dwebull')).toBe(true);
  const bad = run('{"method":"GET"}');
  expect(bad.status).toBe(2);
  expect(bad.stdout).toBe('');
  expect(bad.stderr).toMatch(/^sign: /);
});
