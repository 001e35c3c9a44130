import type { Kysely } from 'kysely';
import type { StoreDatabase } from './schema';

/** One cached answer: `answer` is the service's value as JSON, checked by the service on the way back. */
export interface ResearchCacheRow {
  key: string;
  answer: unknown;
  fetchedAt: number;
  freshUntil: number;
}

/**
 * The provider's research answers kept in the database (docs/store.md#the-research-cache). A row
 * is only a cached answer: of two BFFs writing one key, the last write wins, and either answer is
 * right to serve.
 */
export interface ResearchCacheStore {
  /** The row for `key` when it is still fresh at `now`; undefined when missing, stale or unreadable. */
  readFresh(key: string, now: number): Promise<ResearchCacheRow | undefined>;
  /** Keeps the answer, replacing any row of the same key in one statement. */
  write(row: ResearchCacheRow): Promise<void>;
  /** Forgets every row whose freshness ended before `now`. */
  dropStale(now: number): Promise<number>;
}

function parseAnswer(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The ResearchCacheStore over a migrated database. */
export function kyselyResearchCacheStore(db: Kysely<StoreDatabase>): ResearchCacheStore {
  return {
    async readFresh(key, now) {
      const row = await db
        .selectFrom('research_cache')
        .select(['answer', 'fetched_at', 'fresh_until'])
        .where('key', '=', key)
        .where('fresh_until', '>', now)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      // A row cut short or edited by hand is as good as none: the service asks the provider.
      const answer = parseAnswer(row.answer);
      if (!answer.ok) return undefined;
      return { key, answer: answer.value, fetchedAt: row.fetched_at, freshUntil: row.fresh_until };
    },
    async write({ key, answer, fetchedAt, freshUntil }) {
      const text = JSON.stringify(answer);
      const values = { answer: text, fetched_at: fetchedAt, fresh_until: freshUntil };
      await db
        .insertInto('research_cache')
        .values({ key, ...values })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
        .execute();
    },
    async dropStale(now) {
      const result = await db.deleteFrom('research_cache').where('fresh_until', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
