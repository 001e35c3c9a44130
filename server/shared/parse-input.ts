import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '@server/shared/api-error';

/**
 * One issue in words: `field: why`, or for a field the schema does not know (bodies are strict,
 * docs/trading.md#bodies-exactly-as-written) "unknown field `bracket.stop_los`", with its path.
 */
function describe(issue: z.core.$ZodIssue): string[] {
  const at = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `unknown field \`${[...at, key].join('.')}\``);
  return [`${at.join('.') || 'request'}: ${issue.message}`];
}

/**
 * Parses query parameters, path parameters or a body; a failure is a 400 whose message names
 * each parameter and why, an unknown field first (it is the likely cause of the rest: a
 * misspelt name also leaves the right one missing).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const message = [
    ...issues.filter((issue) => issue.code === 'unrecognized_keys'),
    ...issues.filter((issue) => issue.code !== 'unrecognized_keys'),
  ]
    .flatMap(describe)
    .join('; ');
  throw new ApiError(400, 'INVALID_REQUEST', message);
}

/** The body schema each write route parsed with, by app and `METHOD /url/:pattern`. */
const bodySchemas = new WeakMap<FastifyInstance, Map<string, z.ZodType>>();

/**
 * Parses a write's body like {@link parseInput}, and notes the schema for its route, so a test
 * can hold every registered write to a body closed at every level
 * (docs/trading.md#bodies-exactly-as-written; `strict-bodies.test.ts`).
 */
export function parseBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  const byRoute = bodySchemas.get(request.server) ?? new Map<string, z.ZodType>();
  bodySchemas.set(request.server, byRoute);
  byRoute.set(`${request.method} ${request.routeOptions.url ?? ''}`, schema);
  return parseInput(schema, request.body);
}

/** The schema a route of `app` parsed its body with, once it has been asked; undefined before or without one. */
export function bodySchemaOf(app: FastifyInstance, method: string, url: string): z.ZodType | undefined {
  return bodySchemas.get(app)?.get(`${method} ${url}`);
}

/** Checks a response against its contract before it leaves; a mismatch is our bug, not the user's. */
export function checkOutput<S extends z.ZodType>(schema: S, output: unknown): z.output<S> {
  const parsed = schema.safeParse(output);
  if (parsed.success) return parsed.data;
  // The zod issues (which field, why) go to the log through `cause`, so a mismatch can be traced.
  throw new ApiError(502, 'UPSTREAM_ERROR', 'The broker sent data the dashboard cannot show.', undefined, {
    cause: parsed.error,
  });
}
