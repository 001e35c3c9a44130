import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { fetchFromPage } from './bff-fetch';
import type { E2eEnv } from './env';
import { watchForSecrets } from './secret-watch';
import { createSimClient } from './sim-client';
import { startWorkerStack } from './worker-stack';

const usedLoginUrls = new Set<string>();

/** The newest one-time login URL the BFF printed, waiting for a fresh one if needed. */
export async function takeLoginUrl(env: E2eEnv): Promise<string> {
  let url = '';
  await expect
    .poll(
      () => {
        url = readFileSync(env.E2E_LOGIN_FILE, 'utf8').trim();
        return url.length > 0 && !usedLoginUrls.has(url);
      },
      { message: 'the BFF printed no fresh login URL' },
    )
    .toBe(true);
  usedLoginUrls.add(url);
  return url;
}

/** Opens the dashboard the way a user does: through the login URL printed in the terminal. */
export async function logIn(page: Page, env: E2eEnv): Promise<void> {
  await page.goto(await takeLoginUrl(env));
  // A link printed more than five minutes ago (a long journey since the last login) gets the
  // "expired" page and the BFF prints a fresh one; a user opens that, and so do we.
  if (await page.getByRole('heading', { name: 'Login link expired' }).isVisible())
    await page.goto(await takeLoginUrl(env));
  await expect(page.getByTestId('mode-badge')).toHaveText('Paper (simulated)');
}

/**
 * Deletes the saved layout (it is the user's, shared by every browser), so the next journey
 * starts from the default one. A journey that logged out is signed in again to do it.
 */
async function forgetLayout(page: Page, env: E2eEnv): Promise<void> {
  if ((await fetchFromPage(page, '/api/layout', { method: 'DELETE' })).status === 204) return;
  await logIn(page, env);
  const { status, text } = await fetchFromPage(page, '/api/layout', { method: 'DELETE' });
  if (status !== 204) throw new Error(`the saved layout could not be deleted: HTTP ${String(status)} ${text}`);
}

export const test = base.extend<
  {
    sim: ReturnType<typeof createSimClient>;
    app: Page;
    secretWatch: undefined;
  },
  { env: E2eEnv }
>({
  // One BFF and simulator per worker, started when its first journey needs them and stopped when
  // the worker ends: journeys on two workers never share orders, layout, faults or rate budget.
  // A worker that replaces a failed one starts a fresh stack under the same index.
  env: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use, workerInfo) => {
      const stack = await startWorkerStack(workerInfo.parallelIndex);
      try {
        await use(stack.env);
      } finally {
        await stack.stop();
      }
    },
    // A start compiles the BFF and the simulator with tsx; a busy machine is slow at it.
    { scope: 'worker', timeout: 240_000 },
  ],
  sim: async ({ env }, use) => {
    await use(createSimClient(env.E2E_SIM_URL, env.E2E_SIM_APP_KEY, env.E2E_SIM_APP_SECRET));
  },
  app: async ({ page, env }, use) => {
    await logIn(page, env);
    await use(page);
    await forgetLayout(page, env);
  },
  // Every test: no page may receive the app secret or key (e2e/support/secret-watch.ts).
  secretWatch: [watchForSecrets, { auto: true }],
});

export { expect };
