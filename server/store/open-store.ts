import type { StoreConfig } from '@server/config/config';
import { kyselyAccountRecords, type AccountRecords } from './account-records';
import type { AlertStore } from './alert-store';
import { kyselyAlertStore } from './kysely-alert-store';
import { kyselyOrderJournal } from './kysely-order-journal';
import { kyselyDrawingStore, type DrawingStore } from './drawing-store';
import { kyselyLayoutStore, type LayoutStore } from './layout-store';
import { migrateStore } from './migrate-store';
import type { OpenedDatabase } from './opened-database';
import { openPostgres } from './open-postgres';
import { openSqlite } from './open-sqlite';
import type { OrderJournal } from './order-journal';
import { kyselyResearchCacheStore, type ResearchCacheStore } from './research-cache-store';
import { StoreError } from './store-error';
import { kyselyTokenStore, type TokenStore } from './token-store';

/** The BFF's durable state: the order journal, each user's layout and each app key's token. */
export interface Store {
  journal: OrderJournal;
  layouts: LayoutStore;
  /** Each user's chart drawings per symbol. */
  drawings: DrawingStore;
  tokens: TokenStore;
  /** The provider's fundamentals, screeners and daily bars, kept across restarts. */
  research: ResearchCacheStore;
  /** Whole accounts' records: what a paper account reset forgets. */
  accounts: AccountRecords;
  /** Each user's price alerts and their firings; a paper account reset keeps them (they are the user's). */
  alerts: AlertStore;
  /** Where the data lives, for the start-up line: the SQLite file, or Postgres' host and database. */
  where: string;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** How long SQLite waits for a lock another connection holds before giving up (default 5 s). */
  busyTimeoutMs?: number;
  /** SQLite's fsync policy: FULL (default) syncs every commit; NORMAL is for measuring only (docs/store.md#durability). */
  synchronous?: 'FULL' | 'NORMAL';
  /** SQLite: how often the WAL is checkpointed into the database file (default 2 s). */
  checkpointEveryMs?: number;
  /** How long to wait for the Postgres server to accept a connection (default 10 s). */
  connectTimeoutMs?: number;
}

/**
 * Opens the store `config` names and brings its schema up to date. Throws a StoreError whose
 * message says what to do when the database is corrupt, locked, unreachable or newer than this code.
 */
export async function openStore(config: StoreConfig, options: OpenStoreOptions = {}): Promise<Store> {
  const opened =
    config.kind === 'sqlite'
      ? openSqlite(config.dataDir, {
          busyTimeoutMs: options.busyTimeoutMs ?? 5_000,
          synchronous: options.synchronous ?? 'FULL',
          checkpointEveryMs: options.checkpointEveryMs ?? 2_000,
        })
      : await openPostgres(config.url, { connectTimeoutMs: options.connectTimeoutMs ?? 10_000 });
  try {
    await migrateStore(opened.db, config.kind, opened.migrationTableSchema);
  } catch (error) {
    await opened.db.destroy();
    throw explainMigrationFailure(opened, error);
  }
  const journal = kyselyOrderJournal(opened.db, (work) => opened.unsynced(work));
  return {
    journal,
    layouts: kyselyLayoutStore(opened.db),
    drawings: kyselyDrawingStore(opened.db),
    tokens: kyselyTokenStore(opened.db),
    research: kyselyResearchCacheStore(opened.db),
    accounts: kyselyAccountRecords(opened.db),
    alerts: kyselyAlertStore(opened.db),
    where: opened.where,
    close: () => journal.close(),
  };
}

function explainMigrationFailure(opened: OpenedDatabase, error: unknown): StoreError {
  // Kysely refuses a database that records a migration this code does not have.
  const unknown = error instanceof Error ? /previously executed migration (\S+) is missing/.exec(error.message) : null;
  if (unknown === null) return opened.explain(error);
  return new StoreError(
    `The database ${opened.where} was migrated by a newer version of the dashboard (migration ` +
      `${unknown[1] ?? ''} is unknown to this one). Run the newer version, or restore a backup made before the upgrade.`,
    { cause: error },
  );
}
