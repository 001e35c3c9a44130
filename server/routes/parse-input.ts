import type { z } from 'zod';
import { ApiError } from './api-error';

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

/** Checks a response against its contract before it leaves; a mismatch is our bug, not the user's. */
export function checkOutput<S extends z.ZodType>(schema: S, output: unknown): z.output<S> {
  const parsed = schema.safeParse(output);
  if (parsed.success) return parsed.data;
  // The zod issues (which field, why) go to the log through `cause`, so a mismatch can be traced.
  throw new ApiError(502, 'UPSTREAM_ERROR', 'The broker sent data the dashboard cannot show.', undefined, {
    cause: parsed.error,
  });
}
