import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { createScratchSchema, dropScratchSchemas, queryPostgres } from './postgres-scratch';
import { testDatabaseUrl } from './test-database';

// The end of a run on a given server (TEST_DATABASE_URL): its scratch schemas go, nobody else's.
const serverUrl = testDatabaseUrl();
if (serverUrl !== null) {
  test('postgres: the end of a run drops every schema of its prefix and no other', async () => {
    const prefix = `journal_test_${randomBytes(4).toString('hex')}`;
    const other = await createScratchSchema(serverUrl, `${prefix}x`);
    await createScratchSchema(serverUrl, prefix);
    await createScratchSchema(serverUrl, prefix);
    const names = async () =>
      (await queryPostgres(serverUrl, `select nspname from pg_namespace where nspname like '${prefix}%'`)).length;
    expect(await names()).toBe(3);
    await dropScratchSchemas(serverUrl, prefix);
    // `<prefix>x_...` is not `<prefix>_...`: it stays.
    expect(await names()).toBe(1);
    await other.drop();
    expect(await names()).toBe(0);
  });
}
