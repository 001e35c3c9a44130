import { expect, test } from 'vitest';
import { mintClientOrderId, type RandomFill } from './client-order-id';

// A stand-in for a cryptographic source: a counter, so every call gives new bytes.
let counter = 0;
const counting: RandomFill = (bytes) => bytes.map(() => (counter = (counter * 193 + 71) % 256));

test('an id is 20 letters and digits', () => {
  expect(mintClientOrderId(counting)).toMatch(/^[A-Za-z0-9]{20}$/);
});

test('bytes that would favour some characters are skipped', () => {
  // 248..255 are skipped; 0 -> 'A', 61 -> '9', 62 -> 'A' again.
  let call = 0;
  const id = mintClientOrderId((bytes) => {
    call += 1;
    bytes.fill(call === 1 ? 250 : 0);
    bytes[0] = call === 1 ? 61 : 62;
    return bytes;
  });
  expect(id).toBe(`9${'A'.repeat(19)}`);
  expect(call).toBe(2);
});
