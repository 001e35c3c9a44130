import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, TypeOverrides, types } from 'pg';
import { z } from 'zod';
import type { OpenedDatabase } from './opened-database';
import type { StoreDatabase } from './schema';
import { StoreError } from './store-error';
import { describePostgresServer, explainPostgresFailure } from './postgres-failure';

const currentSchemaRow = z.object({ schema: z.string().nullable() });

/**
 * Connects to the Postgres server of DATABASE_URL and checks it answers, so a wrong URL or a
 * stopped server stops start-up with a message. The tables go into the connection's current
 * schema (`?options=-c search_path=...` in the URL picks another).
 */
export async function openPostgres(url: string, options: { connectTimeoutMs: number }): Promise<OpenedDatabase> {
  const explain = (error: unknown) => explainPostgresFailure(url, options.connectTimeoutMs, error);
  // Times and ids are bigint columns, which pg returns as strings so that no large value loses
  // precision; ours (ms since 1970, row counts) stay far below 2^53.
  const typeParsers = new TypeOverrides();
  typeParsers.setTypeParser(types.builtins.INT8, (value) => Number(value));
  const pool = new Pool({
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs,
    types: typeParsers,
  });
  // An idle connection the server dropped is replaced at the next query, whose failure reaches
  // its caller; without a listener the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  let schema: string | null;
  try {
    const result = await pool.query('select current_schema() as schema');
    schema = currentSchemaRow.parse(result.rows[0]).schema;
  } catch (error) {
    await pool.end();
    throw explain(error);
  }
  if (schema === null) {
    await pool.end();
    throw new StoreError(
      `The Postgres connection of DATABASE_URL (${describePostgresServer(url)}) has no schema to ` +
        `create the tables in: its search_path names none that exists. Create the schema, or fix search_path.`,
    );
  }
  const db = new Kysely<StoreDatabase>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    // Postgres' asynchronous commit, for this transaction only.
    unsynced: (work) =>
      db.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        return work(trx);
      }),
    where: `Postgres ${describePostgresServer(url)}`,
    explain,
    migrationTableSchema: schema,
  };
}
