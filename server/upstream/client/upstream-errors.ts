/** The upstream answered with a non-2xx status: docs/protocol.md#errors. */
export class UpstreamHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly upstreamMessage: string,
    readonly requestId: string | null,
    /** Seconds from a `Retry-After` header, when the upstream sent one. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(`upstream ${status} ${errorCode}: ${upstreamMessage}${requestId === null ? '' : ` (request ${requestId})`}`);
    this.name = 'UpstreamHttpError';
  }
}

/** No usable answer: connection refused, timeout, reset, or a body that is not what we expect. */
export class UpstreamTransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UpstreamTransportError';
  }
}

/** The BFF itself declined to call upstream now (budget exhausted, frozen after a 429, queue full). */
export class UpstreamBusyError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'UpstreamBusyError';
  }
}

/** Symbols the instrument catalogue does not know. */
export class UnknownSymbolError extends Error {
  constructor(readonly symbols: string[]) {
    super(`Unknown symbol ${symbols.join(', ')}`);
    this.name = 'UnknownSymbolError';
  }
}

/** Every caller of a queued call went away before it was sent, so it never was. */
export class UpstreamCallDroppedError extends Error {
  constructor() {
    super('Nobody waits for this call any more; it was not sent.');
    this.name = 'UpstreamCallDroppedError';
  }
}
