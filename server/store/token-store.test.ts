import { expect, test } from 'vitest';
import { openStore } from './open-store';
import { journalBackends, openFreshStore } from './testing/journal-backends';

const pending = { token: 'a1b2c3', expiresAt: 1_700_000_300_000, status: 'PENDING' };

for (const backend of journalBackends) {
  test(`${backend.name}: a key without a token has none`, async () => {
    const { store } = await openFreshStore(backend);
    expect(await store.tokens.getToken('key-a')).toBeNull();
  });

  test(`${backend.name}: a saved token is read back, replaced by the next save, and only for its key`, async () => {
    const { store } = await openFreshStore(backend);
    await store.tokens.saveToken('key-a', pending, 1000);
    expect(await store.tokens.getToken('key-a')).toEqual(pending);
    const approved = { ...pending, expiresAt: 1_701_296_000_000, status: 'NORMAL' };
    await store.tokens.saveToken('key-a', approved, 2000);
    expect(await store.tokens.getToken('key-a')).toEqual(approved);
    expect(await store.tokens.getToken('key-b')).toBeNull();
    await store.tokens.deleteToken('key-a');
    expect(await store.tokens.getToken('key-a')).toBeNull();
  });

  test(`${backend.name}: a token survives closing and reopening the database`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.tokens.saveToken('key-a', pending, 1000);
    await store.close();
    const reopened = await openStore(config);
    try {
      expect(await reopened.tokens.getToken('key-a')).toEqual(pending);
    } finally {
      await reopened.close();
    }
  });
}
