import { computeEventSignature } from '@server/signing/event-signature';
import type { AuthFailure } from './auth-error';
import { verifySigned, type VerifierOptions } from './verify-signed';

export interface EventMetadataInput {
  /** First value of each metadata entry (names lower case, as gRPC carries them). */
  metadata: Readonly<Record<string, string | undefined>>;
  /** The serialized `SubscribeRequest` exactly as received: the signature hashes these bytes. */
  request: Uint8Array;
  /** Wall-clock time; never the (pinnable) market clock. */
  nowMs: number;
}

export type EventMetadataResult = { ok: true; appKey: string } | AuthFailure;

/**
 * Verifies the signed metadata of a trade-event subscription (docs/protocol.md#metadata-signing)
 * with the checks of verify-signed.ts (no `x-version`: the stream carries none), the signature
 * computed over the serialized request.
 */
export function verifyEventMetadata(input: EventMetadataInput, options: VerifierOptions): EventMetadataResult {
  return verifySigned(
    {
      label: 'Metadata',
      read: (name) => {
        const value = input.metadata[name];
        return value === '' ? undefined : value;
      },
      extra: [],
      expected: (headers, secret) => [computeEventSignature({ headers, request: input.request }, secret).signature],
    },
    input.nowMs,
    options,
  );
}
