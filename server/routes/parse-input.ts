import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses query parameters; a failure is a 400 whose message names the parameter and why. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => {
      const name = issue.path.map(String).join('.') || 'request';
      return `${name}: ${issue.message}`;
    })
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
