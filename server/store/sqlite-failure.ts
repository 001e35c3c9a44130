import Database from 'better-sqlite3';
import { StoreError } from './store-error';

/**
 * An SQLite failure at start-up in words that say what to do. Codes are SQLite's extended result
 * codes (SQLITE_BUSY_SNAPSHOT, SQLITE_CANTOPEN_ISDIR...), so prefixes are compared.
 */
export function explainSqliteFailure(file: string, error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const code = error instanceof Database.SqliteError ? error.code : '';
  const detail = error instanceof Error ? error.message : String(error);
  const say = (message: string) => new StoreError(message, { cause: error });
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return say(
      `The database file ${file} is not a SQLite database (corrupt?): ${detail}. Move it away ` +
        `(with any ${file}-wal and ${file}-shm beside it) to start fresh, or restore a backup.`,
    );
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return say(
      `The database file ${file} is locked by another process (is another dashboard running with ` +
        `the same DATA_DIR?). Stop that process, or give this dashboard a DATA_DIR of its own.`,
    );
  }
  if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_PERM')) {
    return say(
      `The database file ${file} cannot be opened for writing: ${detail}. Check that DATA_DIR is ` +
        `a folder this user may write and that ${file} is a file.`,
    );
  }
  if (code === 'SQLITE_FULL') return say(`The disk holding ${file} is full. Free some space and start again.`);
  return say(`The database file ${file} cannot be used: ${detail}.`);
}
