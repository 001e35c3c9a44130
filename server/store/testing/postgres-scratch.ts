import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

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
 * (`options=-c search_path=...`), so tests and benches never touch each other's tables.
 */
export async function createScratchSchema(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `journal_test_${randomBytes(6).toString('hex')}`;
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
