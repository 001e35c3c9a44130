import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { headlessShell } from './e2e/chromium-paths.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Files are shared out between three workers per two cores, each with a BFF and simulator of
  // its own (support/worker-stack.ts): a journey waits on its stack and its page part of the
  // time, and a third worker fills those waits (docs/testing.md#journeys). The journeys of one
  // file run in order on one worker. E2E_WORKERS=1 runs them all on one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? String(Math.max(1, Math.round(availableParallelism() * 1.5)))),
  retries: 0,
  forbidOnly: true,
  // Journeys check what happens, never how fast (latency goals live in the benchmarks). On a
  // machine shared with other builds a single click can wait 20 s for the page to settle, so a
  // journey may take minutes and a correctness check may wait a minute before it fails.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    // A failed journey keeps its trace: each step with its time, the console, the errors, the
    // sources. E2E_TRACE=full adds the DOM snapshots and with them the network (status, timing,
    // bodies) for rerunning a failure; recording them for every journey, to throw away when it
    // passes, cost the layer 18 % of its CPU (docs/testing.md#journeys). No screencast.
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE === 'full',
      sources: true,
    },
    launchOptions: {
      // Playwright cannot fetch its own browser builds everywhere; the system's headless shell is used.
      executablePath: headlessShell.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
