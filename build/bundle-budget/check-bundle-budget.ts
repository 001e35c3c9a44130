// `npm run size` and `npm test`: holds the built SPA to its budget (README, Other commands).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { checkBudgets } from './budget';
import { firstScreenFiles } from './first-screen';
import { viteManifestSchema } from './vite-manifest';

const KB = 1000;
const FIRST_SCREEN_LIMIT = 200 * KB;
const ALL_JS_LIMIT = 400 * KB;
/**
 * Chunks the signed-in page imports at its first render: live data (prices wait on it) and the
 * desktop's arrangement of the panels (the narrow one is smaller, so a desktop is the worst case).
 */
const LOADED_AT_START = ['src/lib/mqtt.ts', 'src/app/components/wide-workspace.tsx'];

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}. Build first: npm run build.`);
  process.exit(2);
}
const manifest = viteManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));

const measured = new Map<string, number>();
/** The brotli file the build wrote beside it, which is what the BFF sends; computed if absent. */
function brotliBytes(file: string): number {
  const known = measured.get(file);
  if (known !== undefined) return known;
  const written = path.join(dist, `${file}.br`);
  const bytes = existsSync(written)
    ? statSync(written).size
    : brotliCompressSync(readFileSync(path.join(dist, file)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
  measured.set(file, bytes);
  return bytes;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const firstScreen = firstScreenFiles(manifest, LOADED_AT_START);
const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
const allCss = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];

console.log('Brotli sizes (kB = 1,000 bytes)');
for (const file of [...allJs, ...allCss].sort((a, b) => brotliBytes(b) - brotliBytes(a))) {
  const where = firstScreen.js.includes(file) || firstScreen.css.includes(file) ? 'first screen' : 'lazy';
  console.log(
    `  ${file.padEnd(44)} ${kb(statSync(path.join(dist, file)).size).padStart(10)} minified ${kb(brotliBytes(file)).padStart(9)} brotli  ${where}`,
  );
}

const results = checkBudgets(
  [
    {
      name: 'First screen JS (entry, its imports, live data, wide layout)',
      files: firstScreen.js,
      limitBytes: FIRST_SCREEN_LIMIT,
    },
    { name: 'All JS', files: allJs, limitBytes: ALL_JS_LIMIT },
  ],
  brotliBytes,
);
for (const { name, bytes, limitBytes, over } of results) {
  console.log(`${name}: ${kb(bytes)} of ${kb(limitBytes)}${over ? `, OVER by ${kb(bytes - limitBytes)}` : ''}`);
}
console.log(`CSS: ${kb(allCss.reduce((sum, file) => sum + brotliBytes(file), 0))}`);
if (results.some((result) => result.over)) process.exit(1);
