import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

/** The paper simulator's app key pair as it is kept in the data directory. */
const keyFileSchema = z.object({
  app_key: z.string().min(16),
  app_secret: z.string().min(16),
});

export interface SimulatorKeyPair {
  appKey: string;
  appSecret: string;
}

/** Thrown when the key file exists but cannot be used; the message names the file, never its content. */
export class KeyFileError extends Error {
  constructor(path: string, reason: string) {
    super(
      `The paper simulator's key file ${path} is unusable (${reason}). Move it away to start a new paper account, or fix it.`,
    );
    this.name = 'KeyFileError';
  }
}

/**
 * The simulator's key pair from `path`, made with `generate` and written there (mode 0600, so
 * only this user reads the secret) on first use. The same pair on every start is what keeps the
 * paper account's watchlists, saved layout and token records, all kept per app key, across a
 * restart (docs/store.md#the-data-directory). Created exclusively: two starts at once never
 * write two different pairs.
 */
export async function readOrCreateKeyPair(path: string, generate: () => SimulatorKeyPair): Promise<SimulatorKeyPair> {
  const existing = await readKeyFile(path);
  if (existing !== null) return existing;
  const pair = generate();
  await mkdir(dirname(path), { recursive: true });
  const text = `${JSON.stringify({ app_key: pair.appKey, app_secret: pair.appSecret }, null, 2)}\n`;
  try {
    await writeFile(path, text, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another start wrote it first: use that one.
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      const written = await readKeyFile(path);
      if (written !== null) return written;
    }
    throw error;
  }
  // The mode of a new file is also masked by the umask; a 0600 file needs no widening, and an
  // explicit chmod makes sure no umask leaves it readable by others.
  await chmod(path, 0o600);
  return pair;
}

async function readKeyFile(path: string): Promise<SimulatorKeyPair | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw new KeyFileError(path, error instanceof Error ? error.message : String(error));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new KeyFileError(path, 'not valid JSON');
  }
  const parsed = keyFileSchema.safeParse(json);
  if (!parsed.success) throw new KeyFileError(path, 'expected {"app_key", "app_secret"}, each at least 16 characters');
  return { appKey: parsed.data.app_key, appSecret: parsed.data.app_secret };
}
