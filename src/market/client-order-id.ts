const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62 x 4: bytes at or above this are skipped so every character is equally likely. */
const UNBIASED_BELOW = 248;

/**
 * Short enough that the BFF can add a bracket child's suffix within the broker's 32 characters
 * (the contract allows the ticket 28); about 119 random bits.
 */
export const CLIENT_ORDER_ID_LENGTH = 20;

/** Fills the bytes with cryptographically random values and returns them. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/**
 * A fresh `client_order_id`: letters and digits from a cryptographic random source (`fill`, the
 * program's own: `crypto.getRandomValues` in the browser and in Node). The one format of the
 * broker's field, whether the ticket or the BFF's close mints it. Minted once per order, so
 * sending it twice can never make two orders.
 */
export function mintClientOrderId(fill: RandomFill): string {
  let id = '';
  while (id.length < CLIENT_ORDER_ID_LENGTH) {
    for (const byte of fill(new Uint8Array(32))) {
      if (byte < UNBIASED_BELOW && id.length < CLIENT_ORDER_ID_LENGTH) id += ALPHABET.charAt(byte % ALPHABET.length);
    }
  }
  return id;
}
