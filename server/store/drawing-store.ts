import type { Kysely } from 'kysely';
import { drawingListSchema, type Drawing, type SavedDrawings } from '@contracts/drawings';
import type { StoreDatabase } from './schema';

/** A save's outcome: saved, or refused because the version it replaced is no longer the newest. */
export type DrawingsSave = { saved: SavedDrawings } | { conflict: SavedDrawings };

/** Each user's drawings per symbol (docs/chart-research.md#drawings). */
export interface DrawingStore {
  /** The symbol's drawings; none and version 0 when never saved. */
  getDrawings(userId: string, symbol: string): Promise<SavedDrawings>;
  /**
   * Replaces the symbol's drawings if `baseVersion` is still the saved version, in one
   * statement (the database settles two writers: exactly one of them moves the version on);
   * otherwise changes nothing and answers what is saved.
   */
  saveDrawings(
    userId: string,
    symbol: string,
    drawings: readonly Drawing[],
    baseVersion: number,
    now: number,
  ): Promise<DrawingsSave>;
  /** Every symbol on which the user has drawings, by symbol (an export of them all). */
  allDrawings(userId: string): Promise<SavedDrawings[]>;
}

function parseStored(text: string): Drawing[] {
  try {
    const parsed = drawingListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The DrawingStore over a migrated database. */
export function kyselyDrawingStore(db: Kysely<StoreDatabase>): DrawingStore {
  const read = async (userId: string, symbol: string): Promise<SavedDrawings> => {
    const row = await db
      .selectFrom('drawings')
      .select(['drawings', 'version', 'updated_at'])
      .where('user_id', '=', userId)
      .where('symbol', '=', symbol)
      .executeTakeFirst();
    if (row === undefined) return { symbol, drawings: [], version: 0, updatedAt: null };
    // Drawings this version cannot read are as good as none, but keep their version: the next
    // save from a page that read them replaces them rather than meeting a conflict.
    return { symbol, drawings: parseStored(row.drawings), version: row.version, updatedAt: row.updated_at };
  };
  return {
    getDrawings: read,
    async allDrawings(userId) {
      const rows = await db
        .selectFrom('drawings')
        .select(['symbol', 'drawings', 'version', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('symbol')
        .execute();
      return rows
        .map((row) => ({
          symbol: row.symbol,
          drawings: parseStored(row.drawings),
          version: row.version,
          updatedAt: row.updated_at,
        }))
        .filter((saved) => saved.drawings.length > 0);
    },
    async saveDrawings(userId, symbol, drawings, baseVersion, now) {
      const text = JSON.stringify(drawings);
      const version = baseVersion + 1;
      const changed =
        baseVersion === 0
          ? (
              await db
                .insertInto('drawings')
                .values({ user_id: userId, symbol, drawings: text, version, updated_at: now })
                .onConflict((conflict) => conflict.columns(['user_id', 'symbol']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows
          : (
              await db
                .updateTable('drawings')
                .set({ drawings: text, version, updated_at: now })
                .where('user_id', '=', userId)
                .where('symbol', '=', symbol)
                .where('version', '=', baseVersion)
                .executeTakeFirst()
            ).numUpdatedRows;
      if (changed === 0n || changed === undefined) return { conflict: await read(userId, symbol) };
      return { saved: { symbol, drawings: [...drawings], version, updatedAt: now } };
    },
  };
}
