import { mintClientOrderId } from '@market/client-order-id';

/** A fresh `client_order_id` from the browser's cryptographic random source. */
export function newClientOrderId(): string {
  return mintClientOrderId((bytes) => crypto.getRandomValues(bytes));
}
