import { z } from 'zod';
import { SIGNATURE_ALGORITHMS } from './algorithms';
import { computeSignature, type SignatureParts } from './sign-request';

const headerValue = (name: string) =>
  z.string({ error: `headers.${name} must be a string` }).min(1, `headers.${name} is empty`);

const signInputSchema = z.object({
  method: z.enum(['GET', 'POST'], { error: 'method must be "GET" or "POST"' }),
  host: z.string({ error: 'host must be a string such as "api.webull.com"' }).min(1, 'host is empty'),
  path: z.string({ error: 'path must be a string' }).startsWith('/', 'path must start with "/"'),
  query: z
    .array(z.tuple([z.string(), z.string()]), { error: 'query must be a list of [name, value] pairs of strings' })
    .default([]),
  headers: z.object(
    {
      'x-app-key': headerValue('x-app-key'),
      'x-timestamp': headerValue('x-timestamp'),
      'x-signature-algorithm': headerValue('x-signature-algorithm').pipe(
        z.enum(SIGNATURE_ALGORITHMS, {
          error: `headers.x-signature-algorithm must be one of ${SIGNATURE_ALGORITHMS.join(', ')}`,
        }),
      ),
      'x-signature-version': headerValue('x-signature-version'),
      'x-signature-nonce': headerValue('x-signature-nonce'),
    },
    { error: 'headers must be an object with the five x-... signing headers' },
  ),
  body: z.string({ error: 'body must be a string (the exact text sent) or null' }).nullable().default(null),
  secret: z.string({ error: 'secret must be a string' }).min(1, 'secret is empty'),
});

export type SignInputResult = { ok: true; parts: SignatureParts } | { ok: false; message: string };

/**
 * Parses the debugging command's JSON request and signs it. Exists so a user who gets 401 from
 * the provider can compare every intermediate string with what their own client produced.
 */
export function signFromJson(text: string): SignInputResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'input is not valid JSON: expected one JSON object on stdin' };
  }
  const parsed = signInputSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
  }
  const { host, path, query, headers, body, secret } = parsed.data;
  const parts = computeSignature({ path, query, body, headers: { ...headers, host } }, secret);
  return { ok: true, parts };
}
