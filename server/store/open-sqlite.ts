import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { OpenedDatabase } from './opened-database';
import type { StoreDatabase } from './schema';
import { explainSqliteFailure } from './sqlite-failure';
import { StoreError } from './store-error';

export const SQLITE_FILE_NAME = 'dashboard.sqlite';

export interface SqliteOptions {
  busyTimeoutMs: number;
  synchronous: 'FULL' | 'NORMAL';
  /** How often committed pages are copied from the WAL into the database file. */
  checkpointEveryMs: number;
}

/**
 * Opens (creating if needed) `dataDir/dashboard.sqlite` in WAL mode (docs/store.md#durability).
 * Throws a StoreError when the folder cannot be made, the file is not a database or another
 * process holds its write lock longer than `busyTimeoutMs`.
 */
export function openSqlite(dataDir: string, options: SqliteOptions): OpenedDatabase {
  const file = join(dataDir, SQLITE_FILE_NAME);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new StoreError(
      `Cannot create the data directory ${dataDir} (DATA_DIR): ${detail}. Create it, or point ` +
        `DATA_DIR at a folder this user may write.`,
      { cause: error },
    );
  }
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { timeout: options.busyTimeoutMs });
    // The first statements read the file: a file that is not a database fails here.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`synchronous = ${options.synchronous}`);
    // SQLite's own checkpoint runs inside whichever commit takes the WAL past 1,000 pages, and
    // here that commit is an order's: it is off, and a timer checkpoints instead (below).
    sqlite.pragma('wal_autocheckpoint = 0');
    // Take the write lock once and let it go: a database another process holds stops start-up
    // here with a message, not at the first order.
    sqlite.exec('BEGIN IMMEDIATE; ROLLBACK');
  } catch (error) {
    sqlite?.close();
    throw explainSqliteFailure(file, error);
  }
  startCheckpoints(sqlite, options.checkpointEveryMs);
  const db = new Kysely<StoreDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    // On the one connection, so no other transaction commits while the sync is off. In WAL mode
    // the commit is in the WAL file (the OS's cache) when it returns; the next synced commit
    // takes it to the disk with its own.
    unsynced: (work) =>
      db.connection().execute(async (connection) => {
        await sql`pragma synchronous = OFF`.execute(connection);
        try {
          return await connection.transaction().execute(work);
        } finally {
          await sql.raw(`pragma synchronous = ${options.synchronous}`).execute(connection);
        }
      }),
    where: file,
    explain: (error) => explainSqliteFailure(file, error),
  };
}

/**
 * Copies committed pages from the WAL into the database file every `everyMs`, between commits
 * rather than inside one (docs/store.md#durability). A passive checkpoint never waits for a
 * reader or the writer; what it cannot copy now, the next one does, and a checkpoint that fails
 * (a full disk, say) is left to the next one too, as SQLite's own automatic checkpoint does: the
 * commits report their own errors, and a timer's throw would stop the BFF. The timer ends with
 * the connection and does not keep the process alive.
 */
export function startCheckpoints(sqlite: Pick<Database.Database, 'open' | 'pragma'>, everyMs: number): void {
  const timer = setInterval(() => {
    if (!sqlite.open) {
      clearInterval(timer);
      return;
    }
    try {
      sqlite.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Retried by the next tick.
    }
  }, everyMs);
  timer.unref();
}
