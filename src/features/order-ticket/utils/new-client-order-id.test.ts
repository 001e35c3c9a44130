import { expect, test } from 'vitest';
import { clientOrderIdSchema } from '@contracts/orders';
import { newClientOrderId } from './new-client-order-id';

test("the ticket's id is 20 letters and digits the contract accepts", () => {
  const id = newClientOrderId();
  expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(clientOrderIdSchema.safeParse(id).success).toBe(true);
});

test('each id is new', () => {
  const ids = new Set(Array.from({ length: 1_000 }, () => newClientOrderId()));
  expect(ids.size).toBe(1_000);
});
