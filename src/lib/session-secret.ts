import { SESSION_SECRET_FRAGMENT_KEY, sessionSecretSchema } from '../contracts/session';

/**
 * The per-session secret the BFF wants beside the cookie on every `/api` call and as the MQTT
 * password (docs/security.md#per-session-secret). It lives in this origin's localStorage:
 * a page on another port of 127.0.0.1 cannot read it (storage is scoped by origin, port
 * included, unlike cookies), a reload keeps it, and every tab of the dashboard shares it.
 */
export const SECRET_STORAGE_KEY = 'dashboard.session-secret';

export type SecretStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Where localStorage is unavailable (a locked-down profile) the secret lasts as long as the tab.
const memory = new Map<string, string>();
const memoryStorage: SecretStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
};

function pageStorage(): SecretStorage {
  try {
    return typeof localStorage === 'undefined' ? memoryStorage : localStorage;
  } catch {
    return memoryStorage;
  }
}

/**
 * Moves the secret the login redirect left in the fragment (`/#secret=...`) into storage and
 * takes it out of the address bar at once, so it is not in history, bookmarks or a shared
 * URL. Call before anything renders. Without a fragment secret nothing changes.
 */
export function adoptSessionSecret(
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'state' | 'replaceState'>,
  storage: SecretStorage = pageStorage(),
): void {
  const params = new URLSearchParams(location.hash.slice(1));
  const offered = params.get(SESSION_SECRET_FRAGMENT_KEY);
  if (offered === null) return;
  params.delete(SESSION_SECRET_FRAGMENT_KEY);
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest === '' ? '' : `#${rest}`}`);
  const parsed = sessionSecretSchema.safeParse(offered);
  if (parsed.success) storage.setItem(SECRET_STORAGE_KEY, parsed.data);
}

/** The stored secret, read afresh each time so a newer login in another tab is picked up. */
export function readSessionSecret(storage: SecretStorage = pageStorage()): string | null {
  const parsed = sessionSecretSchema.safeParse(storage.getItem(SECRET_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

/** Calls `listener` when another tab of this origin stores a new secret (a new login there). */
export function onSessionSecretChange(
  listener: (secret: string) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SECRET_STORAGE_KEY) return;
    const parsed = sessionSecretSchema.safeParse(event.newValue);
    if (parsed.success) listener(parsed.data);
  };
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener('storage', onStorage);
  };
}
