/**
 * The store cannot be used, in words that say what to do (move a corrupt file away, stop the
 * other process, start the server). `openStore` throws it; start-up prints the message and stops.
 */
export class StoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
  }
}
