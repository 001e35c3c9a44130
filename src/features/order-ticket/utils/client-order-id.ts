const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62 x 4: bytes at or above this are skipped so every character is equally likely. */
const UNBIASED_BELOW = 248;

/**
 * Short enough that the BFF can add a bracket child's suffix within the broker's 32 characters
 * (the contract allows the ticket 28); about 119 random bits.
 */
export const CLIENT_ORDER_ID_LENGTH = 20;

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/**
 * A fresh `client_order_id`: letters and digits from the browser's cryptographic random source.
 * Minted once per reviewed order, so sending it twice can never make two orders.
 */
export function mintClientOrderId(fill: RandomFill = cryptoFill): string {
  let id = '';
  while (id.length < CLIENT_ORDER_ID_LENGTH) {
    for (const byte of fill(new Uint8Array(32))) {
      if (byte < UNBIASED_BELOW && id.length < CLIENT_ORDER_ID_LENGTH) id += ALPHABET.charAt(byte % ALPHABET.length);
    }
  }
  return id;
}
