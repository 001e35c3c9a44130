import type { TestProject } from 'vitest/node';
import { ensurePostgresBin } from './postgres-binaries';
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
  const given = process.env.TEST_DATABASE_URL;
  if (given !== undefined && given !== '') {
    provide({ url: given, started: false });
    return undefined;
  }
  try {
    const server = await startThrowawayPostgres(ensurePostgresBin(say, process.env.TEST_POSTGRES_INSTALL === '1'));
    provide({ url: server.url, started: true });
    return () => server.stop();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    say(`No Postgres for the store tests (${reason}): they run on SQLite only.`);
    provide({ unavailable: reason });
    return undefined;
  }
}
