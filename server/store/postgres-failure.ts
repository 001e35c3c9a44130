import { z } from 'zod';
import { StoreError } from './store-error';

// Node's socket errors and Postgres' SQLSTATE both come as `code`.
const coded = z.object({ code: z.string() });

/** Host, port and database of a DATABASE_URL, for messages: never the user's password. */
export function describePostgresServer(url: string): string {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host') ?? (parsed.hostname === '' ? 'localhost' : parsed.hostname);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return `${host}:${parsed.port === '' ? '5432' : parsed.port}/${database}`;
}

/** A Postgres failure at start-up in words that say what to do. */
export function explainPostgresFailure(url: string, connectTimeoutMs: number, error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const where = describePostgresServer(url);
  const code = coded.safeParse(error).data?.code ?? '';
  const detail = error instanceof Error ? error.message : String(error);
  const say = (message: string) => new StoreError(message, { cause: error });
  switch (code) {
    case 'ECONNREFUSED':
      return say(
        `Cannot reach the Postgres server at ${where} (DATABASE_URL): connection refused. Start ` +
          `the server, or fix the host and port in DATABASE_URL.`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return say(`Cannot find the Postgres server ${where} (DATABASE_URL): the host name does not resolve.`);
    case '28P01':
    case '28000':
      return say(
        `The Postgres server at ${where} refused the login (DATABASE_URL): ${detail}. Check the ` +
          `user name and password.`,
      );
    case '3D000':
      return say(`The database of DATABASE_URL does not exist (${where}): ${detail}. Create it, or fix its name.`);
    case '42501':
      return say(
        `The Postgres user of DATABASE_URL may not create or change the dashboard's tables ` +
          `(${where}): ${detail}. Grant it CREATE on the schema, or connect as the database's owner.`,
      );
  }
  // pg's own connect timeout carries no code, only words.
  if (code === 'ETIMEDOUT' || /timeout/i.test(detail)) {
    return say(
      `The Postgres server at ${where} (DATABASE_URL) did not answer within ` +
        `${connectTimeoutMs / 1000} s. Check that it is running and reachable from this machine.`,
    );
  }
  return say(`The Postgres server at ${where} (DATABASE_URL) failed: ${detail}.`);
}
