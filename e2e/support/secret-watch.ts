import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { z } from 'zod';
import { knownSecrets } from './known-secrets';
import { findSecrets, SecretScanner, secretForms, type SecretForm } from './secret-scan';

const tallyEnvSchema = z.object({ E2E_SECRET_TALLY_FILE: z.string().min(1) });

/** What one test's pages received, for the run's summary. */
export const tallySchema = z.object({
  responses: z.number(),
  fromDist: z.number(),
  withoutBody: z.number(),
  unreadable: z.number(),
  frames: z.number(),
});

/**
 * Automatic fixture: every response (headers and body) and every WebSocket frame (both ways) of
 * every page of the test, in its own context and in any context it opens, is checked for the
 * app secret and key in all their forms. A test whose pages saw one fails, naming where.
 */
export async function watchForSecrets(
  { browser, context }: { browser: Browser; context: BrowserContext },
  use: (value: undefined) => Promise<void>,
): Promise<void> {
  const { E2E_SECRET_TALLY_FILE } = tallyEnvSchema.parse(process.env);
  const { secrets, keys } = knownSecrets(process.env, resolve(import.meta.dirname, '../..'));
  const watch = new BrowserWatch(secretForms([...secrets, ...keys]));
  const watchContext = (opened: BrowserContext) => {
    watch.context(opened);
  };
  watchContext(context);
  browser.on('context', watchContext);
  await use(undefined);
  browser.off('context', watchContext);
  const { findings, tally } = await watch.settle();
  appendFileSync(E2E_SECRET_TALLY_FILE, `${JSON.stringify(tally)}\n`);
  expect(findings, 'a secret reached the browser').toEqual([]);
}

/** A file the BFF serves from dist/assets/ (the BFF and the Vite dev server are on 127.0.0.1). */
function isHashedAsset(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname === '127.0.0.1' && pathname.startsWith('/assets/');
}

class BrowserWatch {
  private readonly reads: Promise<void>[] = [];
  private readonly sockets: { url: string; received: SecretScanner; sent: SecretScanner }[] = [];
  private readonly findings: string[] = [];
  private readonly tally = { responses: 0, fromDist: 0, withoutBody: 0, unreadable: 0, frames: 0 };

  constructor(private readonly forms: readonly SecretForm[]) {}

  context(context: BrowserContext): void {
    // Read at once: a body may no longer be available once its page has moved on.
    context.on('response', (response) => this.reads.push(this.read(response)));
    for (const page of context.pages()) this.page(page);
    context.on('page', (page) => {
      this.page(page);
    });
  }

  private page(page: Page): void {
    page.on('websocket', (socket) => {
      // One scanner per direction, so a secret split across frames is found too.
      const watched = {
        url: socket.url(),
        received: new SecretScanner(this.forms),
        sent: new SecretScanner(this.forms),
      };
      this.sockets.push(watched);
      socket.on('framereceived', ({ payload }) => {
        this.tally.frames++;
        watched.received.push(payload);
      });
      socket.on('framesent', ({ payload }) => {
        this.tally.frames++;
        watched.sent.push(payload);
      });
    });
  }

  private async read(response: Response): Promise<void> {
    const where = `${response.request().method()} ${response.url()} (${String(response.status())})`;
    const headers = await response.allHeaders().catch(() => ({}));
    this.note(
      `${where} headers`,
      findSecrets(
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n'),
        this.forms,
      ),
    );
    // A hashed asset is a file of dist/ as built, served unchanged (server/static/serve-spa.ts),
    // and dist/ is scanned on disk once at the end of the run: reading the same chunks back from
    // every page load cost a tenth of the journeys' time (docs/testing.md#journeys).
    if (isHashedAsset(response.url())) {
      this.tally.fromDist++;
      return;
    }
    const body = await response.body().catch(() => null);
    if (body === null) {
      // Redirects and 304s have no body; the browser drops the body of a load still running
      // when its page navigates away, so that one cannot be read back (it is counted).
      if (response.status() >= 300 && response.status() < 400) this.tally.withoutBody++;
      else this.tally.unreadable++;
      return;
    }
    this.tally.responses++;
    this.note(`${where} body`, findSecrets(body, this.forms));
  }

  private note(where: string, found: string[]): void {
    for (const label of found) this.findings.push(`${where}: ${label}`);
  }

  /** Waits for the bodies still being read, then returns what was found and counted. */
  async settle(): Promise<{ findings: string[]; tally: z.infer<typeof tallySchema> }> {
    await Promise.all(this.reads);
    for (const socket of this.sockets) {
      this.note(`WebSocket ${socket.url} frames received`, socket.received.found);
      this.note(`WebSocket ${socket.url} frames sent`, socket.sent.found);
    }
    return { findings: this.findings, tally: this.tally };
  }
}
