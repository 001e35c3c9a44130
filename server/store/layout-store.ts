import type { Kysely } from 'kysely';
import { layoutSchema, type Layout, type SavedLayout } from '@contracts/layout';
import type { StoreDatabase } from './schema';

/** Each user's saved dashboard layout (docs/layout.md#where-it-is-saved). */
export interface LayoutStore {
  /** The user's layout, or `{ layout: null }` when none is saved or the saved one no longer fits the format. */
  getLayout(userId: string): Promise<SavedLayout>;
  /** Replaces the user's layout in one statement: a failed write leaves the previous one. */
  saveLayout(userId: string, layout: Layout, now: number): Promise<SavedLayout>;
  /** Forgets the user's layout; the dashboard starts from the default again. */
  deleteLayout(userId: string): Promise<void>;
}

const NONE: SavedLayout = { layout: null, updatedAt: null };

function parseStored(text: string): Layout | null {
  try {
    const parsed = layoutSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The LayoutStore over a migrated database. */
export function kyselyLayoutStore(db: Kysely<StoreDatabase>): LayoutStore {
  return {
    async getLayout(userId) {
      const row = await db
        .selectFrom('layouts')
        .select(['layout', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (row === undefined) return NONE;
      // A layout saved by another version that this one cannot read is as good as none: the
      // default is shown and the next change saves over it.
      const layout = parseStored(row.layout);
      return layout === null ? NONE : { layout, updatedAt: row.updated_at };
    },
    async saveLayout(userId, layout, now) {
      const text = JSON.stringify(layout);
      await db
        .insertInto('layouts')
        .values({ user_id: userId, layout: text, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ layout: text, updated_at: now }))
        .execute();
      return { layout, updatedAt: now };
    },
    async deleteLayout(userId) {
      await db.deleteFrom('layouts').where('user_id', '=', userId).execute();
    },
  };
}
