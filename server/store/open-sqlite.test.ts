import { statSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, onTestFinished, test, vi } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openSqlite, startCheckpoints } from './open-sqlite';
import { openStore } from './open-store';
import type { StoreDatabase } from './schema';
import { StoreError } from './store-error';

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'store-open-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A second program holding the database's write lock, as another dashboard mid-write would. */
function holdLock(file: string, mode: 'wal' | 'delete'): () => void {
  const other = new Database(file);
  other.pragma(`journal_mode = ${mode}`);
  other.exec('BEGIN EXCLUSIVE');
  const release = () => {
    if (other.inTransaction) other.exec('ROLLBACK');
    if (other.open) other.close();
  };
  onTestFinished(release);
  return release;
}

test('a fresh DATA_DIR gets its folder and a WAL-mode dashboard.sqlite', async () => {
  const dataDir = join(await tempDir(), 'nested', 'data');
  const store = await openStore({ kind: 'sqlite', dataDir });
  onTestFinished(() => store.close());
  expect(store.where).toBe(join(dataDir, 'dashboard.sqlite'));
  expect(await readdir(dataDir)).toContain('dashboard.sqlite');
  const reader = new Database(join(dataDir, 'dashboard.sqlite'), { readonly: true });
  onTestFinished(() => {
    reader.close();
  });
  expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
});

test('a file that is not a database stops start-up: move it away or restore a backup', async () => {
  const dataDir = await tempDir();
  await writeFile(join(dataDir, 'dashboard.sqlite'), 'these bytes were never a SQLite database, just garbage');
  const failure = openStore({ kind: 'sqlite', dataDir });
  await expect(failure).rejects.toBeInstanceOf(StoreError);
  await expect(failure).rejects.toThrow(
    `The database file ${join(dataDir, 'dashboard.sqlite')} is not a SQLite database (corrupt?)`,
  );
  await expect(failure).rejects.toThrow(/Move it away .* to start fresh, or restore a backup\.$/);
});

test('a database another process holds locked stops start-up naming the likely cause; it opens once released', async () => {
  const dataDir = await tempDir();
  await (await openStore({ kind: 'sqlite', dataDir })).close();
  const release = holdLock(join(dataDir, 'dashboard.sqlite'), 'wal');
  const failure = openStore({ kind: 'sqlite', dataDir }, { busyTimeoutMs: 200 });
  await expect(failure).rejects.toBeInstanceOf(StoreError);
  await expect(failure).rejects.toThrow(
    `The database file ${join(dataDir, 'dashboard.sqlite')} is locked by another process (is another dashboard running with the same DATA_DIR?)`,
  );
  release();
  const store = await openStore({ kind: 'sqlite', dataDir }, { busyTimeoutMs: 200 });
  await store.close();
});

test('a database locked before it was ever migrated (not yet in WAL mode) stops start-up the same way', async () => {
  const dataDir = await tempDir();
  holdLock(join(dataDir, 'dashboard.sqlite'), 'delete');
  await expect(openStore({ kind: 'sqlite', dataDir }, { busyTimeoutMs: 200 })).rejects.toThrow(
    /is locked by another process/,
  );
});

test('a DATA_DIR that is a file, not a folder, is named with what to do', async () => {
  const dataDir = join(await tempDir(), 'data');
  await writeFile(dataDir, '');
  await expect(openStore({ kind: 'sqlite', dataDir })).rejects.toThrow(
    new RegExp(`^Cannot create the data directory ${dataDir} \\(DATA_DIR\\): .*point DATA_DIR at a folder`),
  );
});

test('committed pages reach the database file on a timer, between commits', async () => {
  const dataDir = await tempDir();
  const store = await openStore({ kind: 'sqlite', dataDir }, { checkpointEveryMs: 20 });
  onTestFinished(() => store.close());
  const file = join(dataDir, 'dashboard.sqlite');
  // Another connection commits 200 kB and never checkpoints: only the store's timer can copy it.
  const writer = new Database(file);
  onTestFinished(() => {
    writer.close();
  });
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('CREATE TABLE filler (bytes BLOB)');
  const before = statSync(file).size;
  writer.prepare('INSERT INTO filler VALUES (?)').run(Buffer.alloc(200_000, 1));
  await vi.waitFor(
    () => {
      expect(statSync(file).size).toBeGreaterThan(before + 150_000);
    },
    { timeout: 15_000 },
  );
});

test('a checkpoint that fails is tried again at the next tick, and stops nothing', () => {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const asked: string[] = [];
  const connection = {
    open: true,
    pragma: (source: string) => {
      asked.push(source);
      if (asked.length === 1) throw new Error('SQLITE_FULL: database or disk is full');
      return [];
    },
  };
  startCheckpoints(connection, 10);
  expect(() => vi.advanceTimersByTime(20)).not.toThrow();
  expect(asked).toEqual(['wal_checkpoint(PASSIVE)', 'wal_checkpoint(PASSIVE)']);
  connection.open = false;
  vi.advanceTimersByTime(30);
  expect(asked).toHaveLength(2);
});

test('an unsynced transaction commits at once, and the commits after it are synced again', async () => {
  const dataDir = await tempDir();
  const opened = openSqlite(dataDir, { busyTimeoutMs: 1_000, synchronous: 'FULL', checkpointEveryMs: 60_000 });
  onTestFinished(() => opened.db.destroy());
  const level = async (db: Kysely<StoreDatabase>) =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;
  // SQLite's levels: 0 OFF, 2 FULL.
  expect(await opened.unsynced(level)).toBe(0);
  expect(await level(opened.db)).toBe(2);
  await expect(
    opened.unsynced(async (trx) => {
      await sql`create table kept (n integer)`.execute(trx);
      throw new Error('the work failed');
    }),
  ).rejects.toThrow('the work failed');
  expect(await level(opened.db)).toBe(2);
  // The failed work was rolled back, and the next unsynced one commits.
  await opened.unsynced((trx) => sql`create table kept (n integer)`.execute(trx));
  const other = new Database(join(dataDir, 'dashboard.sqlite'));
  onTestFinished(() => {
    other.close();
  });
  expect(other.prepare("select name from sqlite_master where name = 'kept'").all()).toHaveLength(1);
});
