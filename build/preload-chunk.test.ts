import { expect, test } from 'vitest';
import { preloadTagFor } from './preload-chunk';

const bundle = {
  'assets/index-abc123.js': {
    type: 'chunk' as const,
    fileName: 'assets/index-abc123.js',
    facadeModuleId: '/p/index.html',
  },
  'assets/mqtt-def456.js': {
    type: 'chunk' as const,
    fileName: 'assets/mqtt-def456.js',
    facadeModuleId: '/p/src/lib/mqtt.ts',
  },
  'assets/shared-0a1b2c.js': { type: 'chunk' as const, fileName: 'assets/shared-0a1b2c.js', facadeModuleId: null },
  'favicon.svg': { type: 'asset' as const },
};

test('the page preloads the chunk built from the named module, under the base', () => {
  expect(preloadTagFor(bundle, '/p', 'src/lib/mqtt.ts', '/')).toEqual({
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/mqtt-def456.js' },
    injectTo: 'head',
  });
});

test('a module no chunk was built from fails the build instead of preloading nothing', () => {
  expect(() => preloadTagFor(bundle, '/p', 'src/lib/moved.ts', '/')).toThrow(
    'preload-chunk: no chunk was built from src/lib/moved.ts',
  );
});
