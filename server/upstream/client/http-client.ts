import type { SignatureAlgorithm } from '@server/signing/algorithms';
import { toCompactJson } from '@server/signing/body';
import { signRequest } from '@server/signing/sign-request';
import { newNonce } from '@server/signing/timestamp';
import { backoffDelayMs, isRetryableStatus, SDK_RETRY_POLICY, type RetryPolicy } from './backoff';
import { OPERATIONS, pathOf, versionOf, type OperationName } from './operations';
import type { AccessTokenSource } from './access-token-source';
import type { ClockSkewTracker } from './clock-skew';
import { MARKET_TIME_HEADER, type MarketTimeTracker } from './market-time';
import type { RateGroup } from './rate-limits';
import type { Transport, TransportResponse } from './transport';
import { parseJson, toUpstreamHttpError } from './upstream-error-body';
import { UpstreamTransportError, type UpstreamHttpError } from './upstream-errors';

export interface UpstreamClientOptions {
  /** `https://api.webull.com` or the simulator's `http://127.0.0.1:PORT`. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  algorithm: SignatureAlgorithm;
  generation: 'v2' | 'v3';
  transport: Transport;
  /** Wall clock in ms; the signature's x-timestamp comes from it. */
  now: () => number;
  nonce?: () => string;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  retry?: RetryPolicy;
  /** Told the market time of every answer (the simulator's `x-sim-market-time`; none from the provider). */
  marketTime?: MarketTimeTracker;
  /** Told the `Date` of every answer; signing adds its correction when the broker's clock is far off. */
  clockSkew?: ClockSkewTracker;
  /** The second-factor token sent on every request but the token calls; none without it. */
  accessToken?: AccessTokenSource;
  /** Told every refusal and every attempt that got no usable answer (the diagnostics' error list). */
  onFailure?: (failure: UpstreamFailure) => void;
}

/** One failed attempt of an operation, as `onFailure` is told it. */
export interface UpstreamFailure {
  operation: OperationName;
  group: RateGroup;
  /** Wall time (ms) the attempt ended. */
  at: number;
  error: UpstreamHttpError | UpstreamTransportError;
}

export interface CallOptions {
  query?: readonly (readonly [string, string])[];
  /** JSON body for POST operations; serialised once, and those exact bytes are hashed and sent. */
  body?: unknown;
  /** Awaited before each retry, so a retry spends rate budget like any other call. */
  beforeRetry?: () => Promise<void>;
  /** Headers sent beside the signed ones and not signed, as the SDKs send them (a place's `category`). */
  headers?: Readonly<Record<string, string>>;
}

/** Signs and sends upstream requests by operation name; returns the parsed JSON body. */
export interface UpstreamClient {
  call(operation: OperationName, options?: CallOptions): Promise<unknown>;
}

/**
 * Creates the one client that talks to the provider. Every request is signed; GETs are retried
 * on transport errors and 5xx with backoff and jitter; POSTs never are (an order must not be
 * placed twice: docs/protocol.md#retries). Any request refused for a stale timestamp is sent once
 * more, a POST included: docs/decisions/0021-posts-not-retried-but-resent-once-after-a-stale-timestamp.md.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = new URL(options.baseUrl);
  const policy = options.retry ?? SDK_RETRY_POLICY;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function attempt(
    operation: OperationName,
    call: CallOptions,
    token: string | null,
  ): Promise<TransportResponse> {
    const { method } = OPERATIONS[operation];
    const path = pathOf(operation, options.generation);
    const query = call.query ?? [];
    const url = new URL(path, base);
    for (const [name, value] of query) url.searchParams.append(name, value);
    const body = method === 'POST' ? toCompactJson(call.body ?? {}) : null;
    const headers = signRequest({
      // URL.host is the name plus `:port` only for a non-default port, as the provider signs it.
      host: url.host,
      path,
      query,
      body,
      appKey: options.appKey,
      secret: options.appSecret,
      algorithm: options.algorithm,
      // The broker's time when our clock is far off it (docs/protocol.md#clock-and-nonce).
      now: new Date(options.now() + (options.clockSkew?.correctionMs() ?? 0)),
      nonce: (options.nonce ?? newNonce)(),
      apiVersion: versionOf(operation, options.generation),
    });
    // The token goes on after signing: it is sent, never signed (docs/protocol.md#access-token).
    const sent: Record<string, string> = { accept: 'application/json', ...call.headers, ...headers };
    if (token !== null) sent['x-access-token'] = token;
    return options.transport({ url, method, headers: sent, body });
  }

  function report(operation: OperationName, error: UpstreamHttpError | UpstreamTransportError): void {
    options.onFailure?.({ operation, group: OPERATIONS[operation].group, at: options.now(), error });
  }

  async function call(operation: OperationName, call: CallOptions = {}): Promise<unknown> {
    const retries = OPERATIONS[operation].method === 'GET' ? policy.maxRetries : 0;
    let skewRetried = false;
    for (let retry = 0; ;) {
      let failure: UpstreamHttpError | UpstreamTransportError;
      try {
        // Asked per attempt: a retry carries the token current when it leaves.
        const token =
          'withoutToken' in OPERATIONS[operation] ? null : ((await options.accessToken?.forRequest()) ?? null);
        const sentAt = options.now();
        const response = await attempt(operation, call, token);
        const receivedAt = options.now();
        options.marketTime?.observe(response.header(MARKET_TIME_HEADER), receivedAt);
        const remeasured = options.clockSkew?.observe(response.header('date'), sentAt, receivedAt) ?? false;
        if (response.status >= 200 && response.status < 300) return parseSuccess(response);
        const refusal = toUpstreamHttpError(response, receivedAt);
        failure = refusal;
        if (isTokenRefusal(refusal)) options.accessToken?.refused(token);
        report(operation, refusal);
        // Refused for a stale timestamp, the request was not carried out, so sending it again,
        // a POST included, is safe: once, signed with the clock its own answer re-measured.
        if (!skewRetried && remeasured && isStaleTimestampRefusal(refusal)) {
          skewRetried = true;
          await call.beforeRetry?.();
          continue;
        }
        if (!isRetryableStatus(response.status)) throw failure;
      } catch (error) {
        if (!(error instanceof UpstreamTransportError)) throw error;
        failure = error;
        report(operation, error);
      }
      if (retry >= retries) throw failure;
      await sleep(backoffDelayMs(retry, policy, random));
      retry += 1;
      await call.beforeRetry?.();
    }
  }

  return { call };
}

/** 401 for `x-timestamp` outside the window, in the current and older spellings (docs/protocol.md#errors). */
export function isStaleTimestampRefusal(error: UpstreamHttpError): boolean {
  return error.status === 401 && /^(ILLEA?GAL_TIMESTAMP|CLOCK_SKEW_EXCEEDED)$/.test(error.errorCode);
}

/** 401 for a missing, unapproved or revoked `x-access-token` (docs/protocol.md#access-token). */
export function isTokenRefusal(error: UpstreamHttpError): boolean {
  return error.status === 401 && error.errorCode === 'INVALID_TOKEN';
}

function parseSuccess(response: TransportResponse): unknown {
  // Streaming subscribe and unsubscribe answer 200 with no body (docs/protocol.md#subscribe-and-unsubscribe).
  if (response.body.trim() === '') return null;
  const json = parseJson(response.body);
  if (json === undefined)
    throw new UpstreamTransportError(`upstream answered ${response.status} with a body that is not JSON`);
  return json;
}
