import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { mqttUnusedModules } from './build/mqtt-unused-modules.ts';
import { nodeGlobalsFor } from './build/node-globals.ts';
import { preloadChunk } from './build/preload-chunk.ts';

// The packages of mqtt.js's browser graph that use Node's process or Buffer without importing them.
const nodeGlobals = nodeGlobalsFor(['mqtt', 'process-nextick-args', 'rfdc']);
// mqtt.js's logging, MQTT 5 topic aliases and timers, which the page's link never runs.
const mqttUnused = mqttUnusedModules();

// vitest's file order (build/slow-files-first.ts), loaded only when vitest reads this file: it
// imports vitest itself, which a build or the development server has no use for.
const sequencer =
  process.env.VITEST === 'true' ? (await import('./build/slow-files-first.ts')).SlowFilesFirst : undefined;

// In development the SPA runs on Vite's server and the BFF runs beside it; Vite forwards the
// BFF's routes so the browser still talks to one origin.
const bff = process.env.BFF_DEV_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    nodeGlobals,
    mqttUnused,
    // The live-data code is fetched beside the entry: the connection opens as the session answers.
    preloadChunk('src/lib/mqtt.ts'),
    // Brotli and gzip copies of the scripts and styles, written once at build time; the BFF
    // sends the one the browser accepts (server/static/serve-spa.ts).
    compression({ include: /\.(?:js|css)$/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  // Development pre-bundles dependencies in a build of its own, which needs them too.
  optimizeDeps: { rolldownOptions: { plugins: [nodeGlobals, mqttUnused] } },
  // The path aliases of tsconfig.base.json, for the build, the dev server and vitest alike.
  resolve: { tsconfigPaths: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: bff, changeOrigin: false },
      '/login': { target: bff, changeOrigin: false },
      // Live data: MQTT over WebSocket; the BFF checks the cookie and this page's Origin on the upgrade.
      '/mqtt': { target: bff, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Six hash characters (36 bits) still give every build's few dozen chunks their own names; the
    // entry lists every chunk by name, and each hash is text that does not compress.
    rolldownOptions: {
      output: { entryFileNames: 'assets/[name]-[hash:6].js', chunkFileNames: 'assets/[name]-[hash:6].js' },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/testing/dom-setup.ts'],
    // One Postgres server for the run, so the store's tests run on it as well as on SQLite, and
    // a last line with how many ran on each: docs/store.md#testing-on-postgres. And the simulator
    // bundled once, for the tests' simulators to start from (server/testing/simulator-bundle.ts).
    globalSetup: ['server/store/testing/test-database-setup.ts', 'server/testing/simulator-bundle.ts'],
    reporters: ['default', './server/store/testing/backend-count-reporter.ts'],
    // Two workers per core: the over-simulator files spend most of their time waiting on the
    // provider's rate limits and the paper broker, so one file per core leaves the cores a third
    // idle (2 cores: 6.7 min on 2 workers, 5.1 min on 4; docs/testing.md#unit-and-server-tests).
    // Those files start a simulator and a BFF once per file, so a worker runs one stack at a time.
    maxWorkers: 2 * availableParallelism(),
    // The files that start processes first, so their waits overlap the rest (build/slow-files-first.ts).
    sequence: { sequencer },
    // A worker loads a module once for all the files it runs, not once per file: the modules'
    // loading was most of the layer's CPU (docs/testing.md#unit-and-server-tests). Each file still
    // gets its own DOM and fresh copies of the project's own modules (src/testing/dom-setup.ts).
    isolate: false,
    // On a busy machine a test's CPU-bound work (a property test's forty random flows: 7 s alone)
    // and a hook's process starts (a simulator and a BFF per file, Postgres for the run) can take
    // well over 20 s. A wide budget for a correctness check, never a claim about speed
    // (docs/testing.md#the-test-command); a waitFor names its own.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
