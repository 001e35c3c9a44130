import { status } from '@grpc/grpc-js';
import { EVENT_TYPE } from '@server/protocol/trade-events-proto';
import type { BackoffKind } from './event-backoff';

/** Why the trade-event stream is down. */
export type DownKind =
  /** The call ended (the server or the network broke it). */
  | 'dropped'
  /** Nothing arrived, pings included, for the watch window: cancelled here. */
  | 'silent'
  /** SubscribeExpired: the provider ended the subscription; subscribe again. */
  | 'expired'
  /** AuthError, UNAUTHENTICATED or PERMISSION_DENIED: key, secret, clock or account. */
  | 'refused-auth'
  /** NumOfConnExceed or RESOURCE_EXHAUSTED: another stream of the key is open. */
  | 'refused-busy'
  /** The request itself was refused (INVALID_ARGUMENT, UNIMPLEMENTED: a wrong host or build). */
  | 'refused'
  /** The account list was empty or could not be read, so nothing was subscribed. */
  | 'no-accounts';

/** What `onDown` reports: why, in words, and when the next attempt starts. */
export interface StreamDown {
  kind: DownKind;
  message: string;
  retryInMs: number;
}

/** Which backoff schedule each cause waits on (./event-backoff.ts). */
export const BACKOFF_OF: Record<DownKind, BackoffKind> = {
  dropped: 'dropped',
  silent: 'dropped',
  expired: 'dropped',
  'refused-auth': 'refused',
  'refused-busy': 'busy',
  refused: 'refused',
  // Accounts appear rarely; the account list has its own rate group to spare.
  'no-accounts': 'busy',
};

/**
 * The refusal an in-band message reports, or null for a message that keeps the stream going.
 * The payload is `<error_code>: <text>` (docs/protocol.md#the-simulators-stream).
 */
export function downOfMessage(message: { eventType: number; payload: string }): Omit<StreamDown, 'retryInMs'> | null {
  const said = message.payload === '' ? 'no details' : message.payload;
  switch (message.eventType) {
    case EVENT_TYPE.AuthError:
      return { kind: 'refused-auth', message: `AuthError: ${said}` };
    case EVENT_TYPE.NumOfConnExceed:
      return { kind: 'refused-busy', message: `NumOfConnExceed: ${said}` };
    case EVENT_TYPE.SubscribeExpired:
      return { kind: 'expired', message: `SubscribeExpired: ${said}` };
    default:
      return null;
  }
}

/**
 * Why a call that ended with this gRPC status is down. The statuses the SDKs retry (UNAVAILABLE,
 * INTERNAL, UNKNOWN) and any other transient one are a drop; the refusal statuses follow
 * docs/decisions/0059-stream-refusals-one-message-then-a-status.md.
 */
export function downOfStatus(end: { code: status; details: string }): Omit<StreamDown, 'retryInMs'> {
  // A code outside grpc-js's table has no name.
  const name = end.code in status ? status[end.code] : `status ${String(end.code)}`;
  const message = `gRPC ${name}${end.details === '' ? '' : `: ${end.details}`}`;
  switch (end.code) {
    case status.UNAUTHENTICATED:
    case status.PERMISSION_DENIED:
      return { kind: 'refused-auth', message };
    case status.RESOURCE_EXHAUSTED:
      return { kind: 'refused-busy', message };
    case status.INVALID_ARGUMENT:
    case status.UNIMPLEMENTED:
      return { kind: 'refused', message };
    case status.OK:
      return { kind: 'dropped', message: 'the server ended the stream' };
    default:
      return { kind: 'dropped', message };
  }
}
