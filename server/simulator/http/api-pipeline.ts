import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyRequest } from '../auth/verify-request';
import { ApiError, illegalParameter } from './api-error';
import type { Operation } from './operations';
import { operationContext } from './operation-context';
import type { PathGeneration } from './handler-context';
import { paramsFromPairs, splitRequestUrl } from './query-pairs';
import type { SimulatorRuntime } from './runtime';

const DEFAULT_WINDOW_MS = 300_000;
/** Response header naming the market time of the answer (ms); the real provider never sends it. */
export const MARKET_TIME_HEADER = 'x-sim-market-time';

/**
 * The request path every API operation goes through, in the provider's order: authenticate,
 * injected faults, rate limit (only accepted requests count), parameters, handler.
 */
export function createApiHandler(operation: Operation, generation: PathGeneration, runtime: SimulatorRuntime) {
  const { deps } = runtime;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // The market time this answer is computed at, on every API response (errors included): a
    // simulator-only header, so a client can tell a replayed or pinned market from real time.
    const marketNowMs = deps.marketClock.now();
    void reply.header(MARKET_TIME_HEADER, String(marketNowMs));
    const latency = runtime.faults.latencyMs();
    if (latency > 0) await sleep(latency);
    // An operation served under one version only is not found under the other, as an unknown path.
    const version = request.headers['x-version'];
    if (
      operation.versions !== undefined &&
      (version === 'v2' || version === 'v3') &&
      !operation.versions.includes(version)
    )
      return sendNotFound(reply);
    const { path, query } = splitRequestUrl(request.url);
    const rawBody = typeof request.body === 'string' && request.body !== '' ? request.body : null;
    const auth = verifyRequest(
      { headers: request.headers, path, query, body: rawBody, nowMs: runtime.serverClock.now() },
      {
        secretFor: (key) => (key === deps.appKey ? deps.appSecret : undefined),
        nonces: runtime.nonces,
        windowMs: deps.authWindowMs ?? DEFAULT_WINDOW_MS,
      },
    );
    if (!auth.ok) return sendError(reply, 401, auth.code, auth.message);
    // The second factor, sent unsigned beside the signature; the config and token calls are how a
    // client gets one, so they go without (docs/protocol.md#access-token).
    if (runtime.tokenCheck && operation.group !== 'config' && operation.group !== 'token') {
      const token = request.headers['x-access-token'];
      if (!runtime.tokens.use(auth.appKey, typeof token === 'string' ? token : undefined, runtime.serverClock.now()))
        return sendError(reply, 401, 'INVALID_TOKEN', 'Header x-access-token is missing or invalid.');
    }

    const fault = runtime.faults.next();
    if (fault.kind === '429') {
      if (fault.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(fault.retryAfterSeconds));
      return sendError(reply, 429, 'TOO_MANY_REQUESTS', 'Too many requests (injected fault).');
    }
    if (fault.kind === '5xx') return sendError(reply, 500, 'INTERNAL_ERROR', 'Internal error (injected fault).');

    // An operation's own limit on top of its group's (unsubscribe: 1 call/s, docs/protocol.md#rate-limits).
    if (
      operation.ownLimit !== undefined &&
      !runtime.limiter.tryAcquire(`${auth.appKey}\n${operation.id}`, operation.ownLimit, deps.wallNow()).ok
    ) {
      return sendError(
        reply,
        429,
        'TOO_MANY_REQUESTS',
        'A large number of requests in a short period of time trigger current limiting.',
      );
    }
    if (operation.group !== 'config') {
      const limit = runtime.limits[operation.group];
      const verdict = runtime.limiter.tryAcquire(`${auth.appKey}\n${operation.group}`, limit, deps.wallNow());
      // The provider documents no Retry-After header, so the natural 429 has none.
      if (!verdict.ok)
        return sendError(
          reply,
          429,
          'TOO_MANY_REQUESTS',
          'A large number of requests in a short period of time trigger current limiting.',
        );
    }

    try {
      const body = operation.method === 'POST' ? parseJsonBody(request, rawBody) : undefined;
      const context = operationContext(runtime, {
        params: paramsFromPairs(query),
        body,
        generation,
        appKey: auth.appKey,
        marketNowMs,
      });
      // Writing handlers resolve once the state file is saved, so a 200 survives a restart.
      const result: unknown = await operation.handler(context);
      // The lost-response fault: the order write happened, but its answer never arrives.
      if (operation.group === 'order-write' && runtime.faults.loseOrderResponse()) {
        reply.hijack();
        request.raw.socket.destroy();
        return;
      }
      await reply.code(200).send(result);
    } catch (error) {
      if (error instanceof ApiError) return sendError(reply, error.status, error.code, error.message);
      // The client gets no details; the operator sees the cause on stderr.
      process.stderr.write(
        `Simulator error in ${operation.id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      return sendError(reply, 500, 'INTERNAL_ERROR', 'Internal error.');
    }
  };
}

function parseJsonBody(request: FastifyRequest, rawBody: string | null): unknown {
  // Content-Type must be application/json on every POST (docs/protocol.md#headers).
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw illegalParameter('Content-Type', 'must be application/json');
  if (rawBody === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    return parsed;
  } catch {
    throw illegalParameter('body', 'is not valid JSON');
  }
}

/** What the provider answers for a path it does not serve. */
export async function sendNotFound(reply: FastifyReply): Promise<void> {
  await reply.code(404).send({ error_msg: '404 Route Not Found' });
}

export async function sendError(reply: FastifyReply, status: number, code: string, message: string): Promise<void> {
  await reply.code(status).send({ error_code: code, message });
}
