import { newToken, secretsEqual } from './secrets';

/**
 * The one-time login token printed in the terminal. Using it issues a new one (so more
 * browsers can log in), which `onRotate` announces.
 */
export class LoginTokens {
  private token: string;

  constructor(
    private readonly generate: () => string = newToken,
    private readonly onRotate: (token: string) => void = () => undefined,
  ) {
    this.token = generate();
  }

  current(): string {
    return this.token;
  }

  /** True, and the token is replaced, when `candidate` is the current token. */
  consume(candidate: string): boolean {
    if (!secretsEqual(candidate, this.token)) return false;
    this.token = this.generate();
    this.onRotate(this.token);
    return true;
  }
}
