import type { Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_SECRET_HEADER } from '@contracts/session';

/**
 * Calls the BFF from inside a signed-in page, as its own scripts do (session cookie plus the
 * session's secret from its storage): what another tab of the same browser could send.
 */
export async function fetchFromPage(
  page: Page,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ path, init, names }) => {
      const secret = localStorage.getItem(names.storageKey) ?? '';
      const headers: Record<string, string> = { [names.secret]: secret };
      if (init.method !== undefined && init.method !== 'GET') headers[names.csrf] = names.csrfValue;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(path, { method: init.method ?? 'GET', headers, body: init.body ?? null });
      return { status: response.status, text: await response.text() };
    },
    {
      path,
      init,
      names: {
        storageKey: 'dashboard.session-secret',
        secret: SESSION_SECRET_HEADER,
        csrf: CSRF_HEADER,
        csrfValue: CSRF_HEADER_VALUE,
      },
    },
  );
}
