const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Fills `bytes` with random values (the browser's crypto; tests may pass their own). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => void;

const cryptoFill: RandomFill = (bytes) => {
  crypto.getRandomValues(bytes);
};

/**
 * A fresh order id of 20 letters and digits: `P`, the time in base 36 (8), then 11 random
 * characters. The broker takes up to 32 (docs/protocol.md#orders) and the contract 28; 20
 * leaves room for suffixes, and an account never sees the same id twice.
 */
export function mintClientOrderId(now = Date.now(), fill: RandomFill = cryptoFill): string {
  const bytes = new Uint8Array(11);
  fill(bytes);
  const tail = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length] ?? '0').join('');
  return `P${now.toString(36).padStart(8, '0').slice(-8)}${tail}`;
}
