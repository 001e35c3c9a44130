import { expect, test } from 'vitest';
import { clientOrderIdSchema } from '@contracts/orders';
import { CLIENT_ORDER_ID_LENGTH, mintClientOrderId } from './client-order-id';

test('an id is 20 letters and digits the contract accepts', () => {
  const id = mintClientOrderId();
  expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(CLIENT_ORDER_ID_LENGTH).toBeLessThanOrEqual(20);
  expect(clientOrderIdSchema.safeParse(id).success).toBe(true);
});

test('each id is new', () => {
  const ids = new Set(Array.from({ length: 1_000 }, () => mintClientOrderId()));
  expect(ids.size).toBe(1_000);
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
