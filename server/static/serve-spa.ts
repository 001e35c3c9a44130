import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite names every file in `assets/` after a hash of its content: a new build is a new URL. */
const HASHED_DIR = 'assets';

/** Cache-Control of each kind of file the SPA is made of. */
const CACHE_CONTROL = {
  /** Hashed assets never change under their URL: a year, and no revalidation on reload. */
  hashed: 'public, max-age=31536000, immutable',
  /** The page names the current hashed assets, so it is fetched anew every time. */
  page: 'no-store',
  /** Other public files (the icon) keep their name across builds: kept, but revalidated. */
  other: 'no-cache',
} as const;

/** The Cache-Control for a file of the built SPA, given its path under the SPA folder. */
function cacheControlFor(relativePath: string): string {
  const [top, ...rest] = relativePath.split(path.sep);
  if (top === HASHED_DIR && rest.length > 0) return CACHE_CONTROL.hashed;
  // The page may be sent as a compressed sibling too.
  return relativePath.replace(/\.(?:br|gz)$/, '') === 'index.html' ? CACHE_CONTROL.page : CACHE_CONTROL.other;
}

/**
 * Serves the built SPA from `root` when `enabled` and built (an `index.html` is there); says
 * whether it does. Each file goes out as the `.br` or `.gz` written beside it at build time
 * when the browser accepts that encoding (`Vary: Accept-Encoding`), so nothing is compressed
 * per request, with the Cache-Control of `cacheControlFor`.
 */
export async function registerSpa(
  app: FastifyInstance,
  { root: folder, enabled }: { root: string; enabled: boolean },
): Promise<boolean> {
  const root = path.resolve(folder);
  if (!enabled || !existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start, so any other path reaches the app's not-found handler.
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
  return true;
}

/**
 * Answers a GET no route matched once the SPA is served: a client route (`/charts/AAPL`) loads
 * the page, never stored. A missing hashed asset (a tab still on an older build asking for a
 * chunk) is a 404 rather than the page, which the browser would refuse as a script anyway.
 */
export function sendSpaPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.url.startsWith(`/${HASHED_DIR}/`)) {
    return reply
      .code(404)
      .header('cache-control', CACHE_CONTROL.page)
      .type('text/plain; charset=utf-8')
      .send('Not found');
  }
  return reply.sendFile('index.html');
}
