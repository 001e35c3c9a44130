import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { onTestFinished } from 'vitest';
import type { StoreConfig } from '@server/config/config';
import { SQLITE_FILE_NAME } from '../open-sqlite';
import { openStore, type OpenStoreOptions, type Store } from '../open-store';
import { createScratchSchema, queryPostgres } from './postgres-scratch';
import { scratchSchemaPrefix, testDatabaseUrl } from './test-database';

/**
 * The databases the OrderJournal's tests run on: SQLite always, and Postgres too when the run
 * has a server (docs/store.md#testing-on-postgres). Each test's name starts with its backend's
 * (`sqlite: `, `postgres: `): the run counts them by it. Each test gets a new
 * empty database (a temporary folder, or a schema of its own), dropped when it ends.
 */
export interface JournalBackend {
  name: StoreConfig['kind'];
  freshConfig(): Promise<StoreConfig>;
  /** Runs SQL on the database behind `config` outside the store, as another program would. */
  query(config: StoreConfig, text: string): Promise<unknown[]>;
}

const sqliteBackend: JournalBackend = {
  name: 'sqlite',
  async freshConfig() {
    const dataDir = await mkdtemp(join(tmpdir(), 'journal-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    return { kind: 'sqlite', dataDir };
  },
  query(config, text) {
    if (config.kind !== 'sqlite') throw new Error('not an SQLite config');
    const sqlite = new Database(join(config.dataDir, SQLITE_FILE_NAME));
    try {
      const statement = sqlite.prepare(text);
      return Promise.resolve(statement.reader ? statement.all() : [statement.run()]);
    } finally {
      sqlite.close();
    }
  },
};

function postgresBackend(serverUrl: string): JournalBackend {
  return {
    name: 'postgres',
    async freshConfig() {
      // Not dropped when the test ends: a store's migrator reads the tables of every schema on
      // the server, and a schema another file drops meanwhile fails it ("schema ... does not
      // exist"). The run's set-up drops them all at its end (test-database-setup.ts).
      const scratch = await createScratchSchema(serverUrl, scratchSchemaPrefix());
      return { kind: 'postgres', url: scratch.url };
    },
    query(config, text) {
      if (config.kind !== 'postgres') throw new Error('not a Postgres config');
      return queryPostgres(config.url, text);
    },
  };
}

const serverUrl = testDatabaseUrl();
export const journalBackends: JournalBackend[] =
  serverUrl === null ? [sqliteBackend] : [sqliteBackend, postgresBackend(serverUrl)];

/** A store on a new empty database, closed when the test ends (before its database is dropped). */
export async function openFreshStore(
  backend: JournalBackend,
  options?: OpenStoreOptions,
): Promise<{ store: Store; config: StoreConfig }> {
  const config = await backend.freshConfig();
  const store = await openStore(config, options);
  onTestFinished(() => store.close());
  return { store, config };
}
