import type { status } from '@grpc/grpc-js';
import type { SubscribeResponse } from '@server/protocol/trade-events-proto';

/** One Subscribe call as the trade-event service sees it, apart from the gRPC transport. */
export interface EventCall {
  /** Sends one message; ignored once the call has ended. */
  write(response: SubscribeResponse): void;
  /** Ends the call with this gRPC status after the messages already written. Idempotent. */
  end(code: status, details: string): void;
  /** Called once when the client cancels or the connection goes away. */
  onCancelled(listener: () => void): void;
}
