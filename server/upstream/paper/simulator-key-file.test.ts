import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { KeyFileError, readOrCreateKeyPair } from './simulator-key-file';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-key-'));
  dirs.push(dir);
  return dir;
};
let made = 0;
const generate = () => {
  made += 1;
  return { appKey: `key-${String(made)}-0123456789abcdef`, appSecret: `secret-${String(made)}-0123456789abcdef` };
};

test('the first start makes the pair and writes it for this user only; later starts read the same pair', async () => {
  // A folder not made yet, as ./data on a fresh clone with the journal in Postgres.
  const path = join(folder(), 'data', 'simulator-key.json');
  const first = await readOrCreateKeyPair(path, generate);
  expect(statSync(path).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ app_key: first.appKey, app_secret: first.appSecret });
  expect(await readOrCreateKeyPair(path, generate)).toEqual(first);
});

test('two starts at once end with one pair', async () => {
  const path = join(folder(), 'simulator-key.json');
  const [a, b] = await Promise.all([readOrCreateKeyPair(path, generate), readOrCreateKeyPair(path, generate)]);
  expect(a).toEqual(b);
});

test('an unusable key file stops start-up naming the file, never quoting it', async () => {
  const path = join(folder(), 'simulator-key.json');
  writeFileSync(path, '{"app_key":"short","app_secret":"a-secret-that-must-not-be-quoted"}');
  const refused = readOrCreateKeyPair(path, generate);
  await expect(refused).rejects.toThrow(KeyFileError);
  await expect(refused).rejects.toThrow(path);
  await expect(refused).rejects.not.toThrow(/a-secret-that-must-not-be-quoted/);
  writeFileSync(path, 'not json');
  await expect(readOrCreateKeyPair(path, generate)).rejects.toThrow(/not valid JSON/);
});
