import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { z } from 'zod';

/** Runs one statement on a Postgres server, on a connection of its own. */
export async function queryPostgres(url: string, text: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const rows: unknown[] = (await client.query(text)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * A new empty schema on the server of `serverUrl` and a URL whose connections use it
 * (`options=-c search_path=...`), so tests and benches never touch each other's tables. Its name
 * starts with `prefix`; `drop` is the bench's (the tests' schemas go at the end of the run).
 */
export async function createScratchSchema(
  serverUrl: string,
  prefix = 'journal_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await queryPostgres(serverUrl, `create schema ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await queryPostgres(serverUrl, `drop schema ${schema} cascade`);
    },
  };
}

/** Drops every schema whose name starts with `prefix_` (a test run's scratch schemas). */
export async function dropScratchSchemas(serverUrl: string, prefix: string): Promise<void> {
  const rows = z
    .array(z.object({ nspname: z.string() }))
    .parse(await queryPostgres(serverUrl, `select nspname from pg_namespace where nspname like '${prefix}\\_%'`));
  for (const { nspname } of rows) await queryPostgres(serverUrl, `drop schema "${nspname}" cascade`);
}
