import type { z } from 'zod';
import { UpstreamTransportError } from './upstream-errors';

/** Parses an upstream answer; a shape we do not expect is reported as a failed upstream call. */
export function parseUpstream<S extends z.ZodType>(schema: S, json: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first === undefined ? '' : ` at ${first.path.map(String).join('.') || '(root)'}: ${first.message}`;
  throw new UpstreamTransportError(`unexpected ${what} answer from the broker${where}`);
}
