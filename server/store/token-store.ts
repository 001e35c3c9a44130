import type { Kysely } from 'kysely';
import type { StoreDatabase } from './schema';

/** A second-factor token as the provider last described it (docs/protocol.md#access-token). */
export interface StoredToken {
  token: string;
  /** ms, the provider's clock. */
  expiresAt: number;
  /** The provider's state name (`PENDING`, `NORMAL`, `EXPIRED`, `INVALID`). */
  status: string;
}

/** Each app key's token, so a restart reuses an approved one. */
export interface TokenStore {
  getToken(userId: string): Promise<StoredToken | null>;
  /** Replaces the key's token in one statement. */
  saveToken(userId: string, token: StoredToken, now: number): Promise<void>;
  deleteToken(userId: string): Promise<void>;
}

/** The TokenStore over a migrated database. */
export function kyselyTokenStore(db: Kysely<StoreDatabase>): TokenStore {
  return {
    async getToken(userId) {
      const row = await db
        .selectFrom('tokens')
        .select(['token', 'expires_at', 'status'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row === undefined ? null : { token: row.token, expiresAt: row.expires_at, status: row.status };
    },
    async saveToken(userId, { token, expiresAt, status }, now) {
      await db
        .insertInto('tokens')
        .values({ user_id: userId, token, expires_at: expiresAt, status, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ token, expires_at: expiresAt, status, updated_at: now }),
        )
        .execute();
    },
    async deleteToken(userId) {
      await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
    },
  };
}
