import { UpstreamHttpError, UpstreamTransportError } from '@server/upstream/client/upstream-errors';

/** What `check-live` knows when it explains a failure. */
export interface CauseContext {
  /** The API host the checks were sent to. */
  host: string;
  /** The broker's clock minus ours (ms) from its Date headers; null when never measured. */
  clockOffsetMs: number | null;
}

// The provider refuses a timestamp about five minutes off (docs/protocol.md#signing); a minute
// off already deserves a word, since nothing else explains a refusal as well.
const SKEW_WORTH_SAYING_MS = 60_000;

/**
 * The likely cause of a failed call, in plain words, from the broker's error code
 * (docs/protocol.md#errors) or the way the connection failed. Never repeats a key or secret.
 */
export function likelyCause(error: unknown, context: CauseContext): string {
  if (error instanceof UpstreamHttpError) return fromHttp(error, context);
  if (error instanceof UpstreamTransportError) return fromTransport(error.message, context);
  return error instanceof Error ? error.message : String(error);
}

function fromHttp(error: UpstreamHttpError, context: CauseContext): string {
  const code = error.errorCode.toUpperCase();
  const said = `(${String(error.status)} ${error.errorCode}: ${error.upstreamMessage})`;
  if (code.startsWith('ILLE') && code.includes('TIMESTAMP')) return clockCause(context, said);
  if (code === 'CLOCK_SKEW_EXCEEDED') return clockCause(context, said);
  if (code === 'INVALID_TOKEN')
    return `Token checking is on for this app key and no approved token was sent: approve the sign-in in your broker app (npm start asks for a token and shows how) ${said}.`;
  if (code === 'INCORRECT_SIGN' || /signature/i.test(error.upstreamMessage))
    return `The broker does not accept the signature: BROKER_APP_SECRET is not the secret of BROKER_APP_KEY${offBy(context)} ${said}.`;
  if (code === 'UNAUTHORIZED' || code === 'MISSING_APP_KEY')
    return `The broker does not accept this app key at ${context.host}: check BROKER_APP_KEY, and that BROKER_REGION is the region where the key was issued (a key of one region is unknown in another) ${said}.`;
  if (['MARKET_DATA_NOT_SUBSCRIBED', 'UNAUTHORIZED_CATEGORY', 'UNAUTHORIZED_STREAM_DATA'].includes(code))
    return `The app key is not entitled to this market data: subscribe to the market's data in your broker account (the dashboard still trades, but quotes and charts need it) ${said}.`;
  if (code === 'ROUTE_NOT_PERMITTED' || code === 'APP_NOT_ACTIVATED')
    return `The app key may not use this call yet: check in the broker's developer portal that the app is activated and has this API's permission ${said}.`;
  if (code === 'ACCOUNT_ACCESS_DENIED')
    return `The app key may not read this account: check in the broker's developer portal which accounts the app was granted ${said}.`;
  if (code === 'IP_NOT_ALLOWED')
    return `The broker refuses calls from this computer's address: add it to the app's IP whitelist ${said}.`;
  if (error.status === 404)
    return `${context.host} has no such path: the host or BROKER_PATH_GENERATION (v3 or v2) does not match your key's region ${said}.`;
  if (error.status === 429)
    return `The broker's rate limit was reached: wait a minute and run the check again ${said}.`;
  if (error.status >= 500) return `The broker had a failure of its own: try again later ${said}.`;
  return `The broker refused the call ${said}.`;
}

function clockCause(context: CauseContext, said: string): string {
  const offset = context.clockOffsetMs;
  const how = offset === null ? 'off by more than the broker allows' : aheadOrBehind(offset);
  return `The broker refused the request's time: this computer's clock is ${how}. Set the clock (automatic time, NTP); the dashboard corrects for it after the first refusal, but other tools will not ${said}.`;
}

/** A hint that the clock, not the secret, may be at fault; empty when the clock is close. */
function offBy(context: CauseContext): string {
  const offset = context.clockOffsetMs;
  if (offset === null || Math.abs(offset) < SKEW_WORTH_SAYING_MS) return '';
  return `, or this computer's clock is ${aheadOrBehind(offset)}`;
}

function aheadOrBehind(offsetMs: number): string {
  const seconds = String(Math.round(Math.abs(offsetMs) / 1_000));
  return offsetMs > 0 ? `${seconds} s behind the broker's` : `${seconds} s ahead of the broker's`;
}

function fromTransport(message: string, context: CauseContext): string {
  if (/ENOTFOUND|EAI_AGAIN/.test(message))
    return `${context.host} could not be found: check BROKER_REGION (or BROKER_HTTP_URL) and this computer's network (${message}).`;
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ETIMEDOUT|timed? ?out/i.test(message))
    return `${context.host} could not be reached: check BROKER_REGION (or BROKER_HTTP_URL), a firewall or proxy, and this computer's network (${message}).`;
  if (/certificate|TLS|SSL/i.test(message))
    return `The connection to ${context.host} is not trusted (${message}): check the host and any proxy that rewrites TLS.`;
  return `No usable answer from ${context.host} (${message}).`;
}
