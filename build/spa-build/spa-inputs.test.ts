import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { INPUTS_STAMP, isBuiltFrom, spaInputsDigest } from './spa-inputs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'spa-inputs-'));
  mkdirSync(join(root, 'src/app'), { recursive: true });
  writeFileSync(join(root, 'src/app/main.tsx'), 'export const a = 1;\n');
  writeFileSync(join(root, 'index.html'), '<!doctype html>\n');
  writeFileSync(join(root, 'tsconfig.app.json'), '{}\n');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('the same files give the same digest, also when only their times change', () => {
  const before = spaInputsDigest(root);
  utimesSync(join(root, 'src/app/main.tsx'), new Date(2030, 0, 1), new Date(2030, 0, 1));
  expect(spaInputsDigest(root)).toBe(before);
});

test('an edited, added, renamed or removed source changes the digest', () => {
  const original = spaInputsDigest(root);
  writeFileSync(join(root, 'src/app/main.tsx'), 'export const a = 2;\n');
  const edited = spaInputsDigest(root);
  writeFileSync(join(root, 'src/app/extra.ts'), '');
  const added = spaInputsDigest(root);
  renameSync(join(root, 'src/app/extra.ts'), join(root, 'src/app/other.ts'));
  const renamed = spaInputsDigest(root);
  rmSync(join(root, 'src/app/other.ts'));
  const removed = spaInputsDigest(root);
  writeFileSync(join(root, 'tsconfig.app.json'), '{ "compilerOptions": {} }\n');
  const configured = spaInputsDigest(root);
  expect(new Set([original, edited, added, renamed, configured]).size).toBe(5);
  // Removing the added file is the edited tree again.
  expect(removed).toBe(edited);
});

test('what the build writes and files it never reads leave the digest alone', () => {
  const before = spaInputsDigest(root);
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist/index.html'), 'built');
  writeFileSync(join(root, '.env'), 'BROKER_APP_KEY=x\n');
  writeFileSync(join(root, 'README.md'), '# notes\n');
  expect(spaInputsDigest(root)).toBe(before);
});

test('dist counts as built only with its page and the stamp of these very inputs', () => {
  const dist = join(root, 'dist');
  const digest = spaInputsDigest(root);
  expect(isBuiltFrom(dist, digest)).toBe(false);
  mkdirSync(dist);
  writeFileSync(join(dist, INPUTS_STAMP), digest);
  expect(isBuiltFrom(dist, digest)).toBe(false);
  writeFileSync(join(dist, 'index.html'), 'built');
  expect(isBuiltFrom(dist, digest)).toBe(true);
  writeFileSync(join(root, 'src/app/main.tsx'), 'export const a = 3;\n');
  expect(isBuiltFrom(dist, spaInputsDigest(root))).toBe(false);
});
