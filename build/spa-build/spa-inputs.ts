import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What `vite build` reads: the SPA's sources and assets, its page, the build's configuration and
 * plugins, and the installed packages (through the lockfile). The SPA reads no environment
 * variable at build time, so nothing else decides what lands in `dist/`.
 */
export const SPA_INPUTS = [
  'src',
  'public',
  'build',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
] as const;

/** Written into `dist/` after a build that succeeded: the digest of the inputs it was built from. */
export const INPUTS_STAMP = '.inputs-sha256';

/** Whether `dist` holds a whole build of the inputs with this digest. */
export function isBuiltFrom(dist: string, digest: string): boolean {
  const stamp = join(dist, INPUTS_STAMP);
  return existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * One SHA-256 over every input's path and content, in path order: equal digests mean the same
 * files with the same bytes (a file added, removed, renamed or edited changes it; a touched
 * timestamp does not). The `tsconfig*.json` files at the root count too (the path aliases).
 */
export function spaInputsDigest(root: string): string {
  const configs = readdirSync(root).filter((name) => /^tsconfig.*\.json$/.test(name));
  const files = [...SPA_INPUTS, ...configs]
    .flatMap((path) => filesUnder(root, path))
    .map((path) => path.split(sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const path of files) {
    const content = readFileSync(join(root, path));
    hash.update(`${path}\0${String(content.length)}\0`).update(content);
  }
  return hash.digest('hex');
}
