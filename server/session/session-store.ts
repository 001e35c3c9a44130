import { digest, newToken } from './secrets';

/**
 * Browser sessions in memory. Only a SHA-256 of each session id is kept and looked up, so the
 * lookup time tells an attacker nothing about a valid id and a heap dump holds no usable cookie.
 */
export class SessionStore {
  private readonly sessions = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly maxAgeMs = 7 * 24 * 60 * 60 * 1_000,
  ) {}

  create(): string {
    const id = newToken();
    this.sessions.set(key(id), this.now());
    return id;
  }

  isValid(id: string | undefined): boolean {
    if (id === undefined || id === '') return false;
    return this.isValidDigest(key(id));
  }

  /** The same check by the hex SHA-256 of the id, for holders that keep the digest, not the cookie. */
  isValidDigest(hexDigest: string): boolean {
    const createdAt = this.sessions.get(hexDigest);
    if (createdAt === undefined) return false;
    if (this.now() - createdAt > this.maxAgeMs) {
      this.sessions.delete(hexDigest);
      return false;
    }
    return true;
  }

  end(id: string | undefined): void {
    if (id !== undefined) this.sessions.delete(key(id));
  }
}

function key(id: string): string {
  return digest(id).toString('hex');
}
