import { expect, test } from 'vitest';
import {
  adoptSessionSecret,
  onSessionSecretChange,
  readSessionSecret,
  SECRET_STORAGE_KEY,
  type SecretStorage,
} from './session-secret';

const SECRET = 'k'.repeat(43);

function page(url: string) {
  const parsed = new URL(url);
  const location = { hash: parsed.hash, pathname: parsed.pathname, search: parsed.search };
  const replaced: string[] = [];
  const history = {
    state: { from: 'app' },
    replaceState: (_state: unknown, _unused: string, next?: string | URL | null) => {
      replaced.push(String(next));
    },
  };
  const items = new Map<string, string>();
  const storage: SecretStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return { location, history, storage, replaced, items };
}

test('the secret in the login redirect fragment moves to storage and leaves the address bar', () => {
  const p = page(`http://127.0.0.1:8080/?symbol=AAPL#secret=${SECRET}`);
  adoptSessionSecret(p.location, p.history, p.storage);
  expect(p.replaced).toEqual(['/?symbol=AAPL']);
  expect(readSessionSecret(p.storage)).toBe(SECRET);
});

test('other fragment parts stay; a page without a secret in its fragment is left alone', () => {
  const p = page(`http://127.0.0.1:8080/#secret=${SECRET}&panel=depth`);
  adoptSessionSecret(p.location, p.history, p.storage);
  expect(p.replaced).toEqual(['/#panel=depth']);
  const reload = page('http://127.0.0.1:8080/?symbol=MSFT');
  reload.items.set(SECRET_STORAGE_KEY, SECRET);
  adoptSessionSecret(reload.location, reload.history, reload.storage);
  expect(reload.replaced).toEqual([]);
  expect(readSessionSecret(reload.storage)).toBe(SECRET);
});

test('something that is not a secret is stripped but never stored or sent', () => {
  const p = page('http://127.0.0.1:8080/#secret=%3Cscript%3E');
  adoptSessionSecret(p.location, p.history, p.storage);
  expect(p.replaced).toEqual(['/']);
  expect(p.items.size).toBe(0);
  p.items.set(SECRET_STORAGE_KEY, 'tampered value');
  expect(readSessionSecret(p.storage)).toBeNull();
});

test("another tab's new secret is announced; other keys and removals are not", () => {
  const target = new EventTarget();
  const heard: string[] = [];
  const stop = onSessionSecretChange((secret) => heard.push(secret), target);
  const storageEvent = (key: string | null, newValue: string | null) =>
    Object.assign(new Event('storage'), { key, newValue });
  target.dispatchEvent(storageEvent(SECRET_STORAGE_KEY, SECRET));
  target.dispatchEvent(storageEvent('theme', 'dark'));
  target.dispatchEvent(storageEvent(SECRET_STORAGE_KEY, null));
  stop();
  target.dispatchEvent(storageEvent(SECRET_STORAGE_KEY, 'z'.repeat(43)));
  expect(heard).toEqual([SECRET]);
});
