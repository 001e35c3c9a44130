import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUTS_STAMP, isBuiltFrom, spaInputsDigest } from './spa-inputs';

// `npm start`: builds the SPA into dist/ unless dist/ already holds a build of exactly these
// inputs (./spa-inputs.ts), so a restart serves at once and a changed source is always built.
const root = process.cwd();
const dist = join(root, 'dist');
const digest = spaInputsDigest(root);

if (isBuiltFrom(dist, digest)) {
  process.stdout.write('The SPA in dist/ is built from these sources already; not building it again.\n');
} else {
  // Vite is loaded only to build. A build empties dist/ first, the stamp with it, so a build
  // that fails leaves none.
  // Warnings and errors only: the chunk table would bury the login link printed after it.
  const { build } = await import('vite');
  const started = performance.now();
  await build({ root, logLevel: 'warn' });
  writeFileSync(join(dist, INPUTS_STAMP), digest);
  process.stdout.write(`Built the SPA into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}
