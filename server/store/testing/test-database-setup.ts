import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ensurePostgresBin } from './postgres-binaries';
import { dropScratchSchemas } from './postgres-scratch';
import type { TestDatabase } from './test-database';
import { startThrowawayPostgres } from './throwaway-postgres';

const say = (line: string) => {
  process.stderr.write(`${line}\n`);
};

/**
 * Vitest's global set-up: one Postgres server for the whole run, so every store test runs on
 * Postgres as well as SQLite (docs/store.md#testing-on-postgres). TEST_DATABASE_URL names one to
 * use instead; otherwise a throwaway cluster is started (the programs installed with apt-get
 * when missing, under `npm test` only: TEST_POSTGRES_INSTALL=1) and stopped after the run. When none can be had, one line says so and the
 * tests run on SQLite only.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const provide = (database: TestDatabase) => {
    project.provide('testDatabase', database);
  };
  // The tests' scratch schemas all start with this, and are dropped at the end of the run, not
  // one by one (server/store/testing/journal-backends.ts).
  const schemaPrefix = `journal_test_${randomBytes(4).toString('hex')}`;
  const given = process.env.TEST_DATABASE_URL;
  if (given !== undefined && given !== '') {
    provide({ url: given, started: false, schemaPrefix });
    return () => dropScratchSchemas(given, schemaPrefix);
  }
  try {
    const server = await startThrowawayPostgres(ensurePostgresBin(say, process.env.TEST_POSTGRES_INSTALL === '1'));
    provide({ url: server.url, started: true, schemaPrefix });
    // The server goes whole, with every schema on it.
    return () => server.stop();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    say(`No Postgres for the store tests (${reason}): they run on SQLite only.`);
    provide({ unavailable: reason });
    return undefined;
  }
}
