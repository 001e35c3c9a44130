import { expect, test } from '@playwright/test';
import { findSecrets, SecretScanner, secretForms } from './secret-scan';

// A unit test of the scanner the whole e2e run relies on; it needs no browser.
const secret = 'k3y/with"quote\\and+slash=';
const forms = secretForms([{ name: 'app secret', value: secret }]);

test('a secret is found as is, JSON-escaped, percent-encoded, in hex and in base64 inside longer text', () => {
  expect(findSecrets(`log: ${secret}\n`, forms)).toEqual(['app secret (as is)']);
  expect(findSecrets(JSON.stringify({ config: { secret } }), forms)).toEqual(['app secret (JSON-escaped)']);
  expect(findSecrets(`/x?s=${encodeURIComponent(secret)}`, forms)).toEqual(['app secret (percent-encoded)']);
  expect(findSecrets(`0x${Buffer.from(secret).toString('hex')}`, forms)).toEqual(['app secret (hex)']);
  for (const prefix of ['', 'a', 'ab', 'abc']) {
    const base64 = Buffer.from(`${prefix}${secret}!`).toString('base64');
    expect(findSecrets(`token=${base64}`, forms), `after ${String(prefix.length)} bytes`).toEqual([
      'app secret (base64)',
    ]);
    // Where the URL-safe alphabet changes nothing, the one form is labelled base64.
    expect(findSecrets(Buffer.from(`${prefix}${secret}?`).toString('base64url'), forms)).toEqual([
      expect.stringMatching(/^app secret \(base64(url)?\)$/),
    ]);
  }
});

test('a secret split across two chunks of a stream is found', () => {
  const text = Buffer.from(`line one\nsecret=${secret}\nline three\n`);
  const cut = text.indexOf(secret) + 5;
  const scanner = new SecretScanner(forms);
  scanner.push(text.subarray(0, cut));
  expect(scanner.found).toEqual([]);
  scanner.push(text.subarray(cut));
  expect(scanner.found).toEqual(['app secret (as is)']);
});

test('a secret arriving one byte at a time is found', () => {
  const scanner = new SecretScanner(forms);
  for (const byte of Buffer.from(`"${secret}"`)) scanner.push(Buffer.from([byte]));
  expect(scanner.found).toEqual(['app secret (as is)']);
});

test('text without the secret, or with only part of it, is clean', () => {
  expect(findSecrets(`k3y/with"quote and ${secret.slice(0, -1)}`, forms)).toEqual([]);
  expect(findSecrets(Buffer.from(secret.slice(1)).toString('base64'), forms)).toEqual([]);
});

test('a secret too short to scan for is refused rather than matched by chance', () => {
  expect(() => secretForms([{ name: 'app key', value: 'abc' }])).toThrow('app key is too short');
});
