import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

const errorBody = z.object({ error_code: z.string(), message: z.string() });

/** The `{"error_code","message"}` body of an error response (throws if it is not one). */
export function readError(response: LightMyRequestResponse): z.infer<typeof errorBody> {
  return errorBody.parse(JSON.parse(response.body));
}

/** Parses a JSON response body with the given schema, so tests read typed values. */
export function readBody<T>(response: LightMyRequestResponse, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(response.body));
}
