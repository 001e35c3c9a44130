import { expect, test } from 'vitest';
import { firstScreenFiles } from './first-screen';
import type { ViteManifest } from './vite-manifest';

// Shaped like the dashboard's build: an entry sharing a chunk with its lazy panels, and the
// live-data chunk started at the first render.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_market-data-2.js'],
    dynamicImports: ['src/features/chart/components/chart-panel.tsx', 'src/lib/mqtt.ts'],
    css: ['assets/index-1.css'],
  },
  '_market-data-2.js': { file: 'assets/market-data-2.js', imports: ['_zod-3.js'] },
  '_zod-3.js': { file: 'assets/zod-3.js' },
  'src/features/chart/components/chart-panel.tsx': {
    file: 'assets/chart-panel-4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_market-data-2.js', '_charts-5.js'],
  },
  '_charts-5.js': { file: 'assets/charts-5.js' },
  'src/lib/mqtt.ts': { file: 'assets/mqtt-6.js', isDynamicEntry: true, imports: ['index.html', '_streams-7.js'] },
  '_streams-7.js': { file: 'assets/streams-7.js', css: ['assets/streams-7.css'] },
};

test('the first screen is the entry with every chunk it imports, however deep, and the chunks started at once with theirs', () => {
  const files = firstScreenFiles(manifest, ['src/lib/mqtt.ts']);
  expect([...files.js].sort()).toEqual([
    'assets/index-1.js',
    'assets/market-data-2.js',
    'assets/mqtt-6.js',
    'assets/streams-7.js',
    'assets/zod-3.js',
  ]);
  expect([...files.css].sort()).toEqual(['assets/index-1.css', 'assets/streams-7.css']);
});

test('a lazy panel the page does not wait on stays out, and so does what only it imports', () => {
  const files = firstScreenFiles(manifest, ['src/lib/mqtt.ts']);
  expect(files.js).not.toContain('assets/chart-panel-4.js');
  expect(files.js).not.toContain('assets/charts-5.js');
});

test('a chunk named as loaded at start but missing from the build is an error, not a smaller count', () => {
  expect(() => firstScreenFiles(manifest, ['src/lib/live.ts'])).toThrow(
    /src\/lib\/live\.ts is not in the build's manifest/,
  );
});

test('a build without an entry is an error', () => {
  const withoutEntry = Object.fromEntries(Object.entries(manifest).filter(([key]) => key !== 'index.html'));
  expect(() => firstScreenFiles(withoutEntry, [])).toThrow(/no entry chunk/);
});
