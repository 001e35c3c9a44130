import { Client, credentials, Metadata } from '@grpc/grpc-js';
import {
  decodeSubscribeResponse,
  encodeSubscribeRequest,
  SUBSCRIBE_METHOD,
  type SubscribeResponse,
} from '@server/protocol/trade-events-proto';
import { signEventSubscription } from '@server/signing/event-signature';
import { newNonce } from '@server/signing/timestamp';

/** One signed Subscribe call from a real grpc-js client, collecting every message it receives. */
export interface SignedSubscriber {
  messages: SubscribeResponse[];
  /** Resolves once `check` holds for a message received (earlier ones included). */
  until(check: (message: SubscribeResponse) => boolean): Promise<void>;
  close(): void;
}

/**
 * Subscribes to order events of `accounts` at `address` (`host:port`, plaintext), signed as the
 * provider requires. The call's end (a closed process, a drop) is not an error here.
 */
export function openSignedSubscriber(
  address: string,
  options: { appKey: string; secret: string; accounts: string[] },
): SignedSubscriber {
  const client = new Client(address, credentials.createInsecure());
  const request = encodeSubscribeRequest({ subscribeType: 1, timestamp: Date.now(), accounts: options.accounts });
  const metadata = new Metadata();
  const signed = signEventSubscription({
    request,
    appKey: options.appKey,
    secret: options.secret,
    algorithm: 'HMAC-SHA256',
    now: new Date(),
    nonce: newNonce(),
  });
  for (const [name, value] of Object.entries(signed)) metadata.set(name, value);
  const call = client.makeServerStreamRequest(
    SUBSCRIBE_METHOD,
    (bytes: Uint8Array) => Buffer.from(bytes),
    (bytes: Buffer) => decodeSubscribeResponse(bytes),
    request,
    metadata,
  );
  const messages: SubscribeResponse[] = [];
  const waiters = new Set<() => void>();
  call.on('data', (message: SubscribeResponse) => {
    messages.push(message);
    for (const waiter of [...waiters]) waiter();
  });
  call.on('error', () => undefined);
  return {
    messages,
    until: (check) =>
      new Promise<void>((resolve) => {
        const waiter = () => {
          if (!messages.some(check)) return;
          waiters.delete(waiter);
          resolve();
        };
        waiters.add(waiter);
        waiter();
      }),
    close: () => {
      call.cancel();
      client.close();
    },
  };
}
