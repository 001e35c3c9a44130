import type { FastifyInstance } from 'fastify';
import { ApiError, sendApiError } from '@server/shared/api-error';

/** One route as Fastify registered it: the method and the path pattern (`/api/watchlists/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after `answerMethodNotAllowed(app)`, HEAD twins of GET routes included. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

/**
 * A known path asked with a method it does not take is a 405 naming the methods it does take
 * (and `Allow`), not a 404 saying the address does not exist. Runs after the session guard, so a
 * request without a session still gets its 401 first, and before the body is read, so a body
 * the route would never read cannot turn the answer into a 400.
 */
export function answerMethodNotAllowed(app: FastifyInstance): void {
  const routes: (RegisteredRoute & { pattern: RegExp })[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, pattern: toPattern(route.url) });
  });
  app.addHook('preParsing', async (request, reply) => {
    if (!request.is404) return;
    const path = request.url.split('?')[0] ?? '';
    const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    if (allowed.length === 0) return;
    await sendApiError(
      reply.header('allow', allowed.join(', ')),
      new ApiError(
        405,
        'METHOD_NOT_ALLOWED',
        `${request.method} is not allowed here; this address takes ${allowed.join(', ')}.`,
      ),
    );
  });
}

/** `/api/watchlists/:id/order` -> a RegExp matching one raw path segment per parameter. */
function toPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
