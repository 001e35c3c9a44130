import type { Transport, TransportRequest, TransportResponse } from '@server/upstream/client/transport';

/**
 * The provider's answers a route must turn into a clear refusal or an empty result: its refusals
 * (400 parameter, 404 unknown, 417 business rule) and success bodies that hold nothing or the
 * wrong shape. None is retryable (docs/protocol.md#errors), so no call waits on the client's
 * backoff timers.
 */
const ANSWERS: readonly { status: number; body: string }[] = [
  { status: 400, body: '{"error_code":"INVALID_PARAMETER","message":"parameter is invalid"}' },
  { status: 404, body: '{"error_code":"NOT_FOUND","message":"not found"}' },
  { status: 417, body: '{"error_code":"ORDER_NOT_ALLOWED","message":"not allowed now"}' },
  { status: 200, body: '{}' },
  { status: 200, body: '[]' },
  { status: 200, body: '{"data":[]}' },
];

/**
 * A transport that never opens a socket: each request gets the next of the answers above, in
 * turn, so every route that reaches the provider meets each of them. The config call alone gets
 * the answer of a key without a second factor, so requests are not held for want of one
 * (docs/protocol.md#access-token). `sent` keeps every request.
 */
export function fakeProviderTransport(): { transport: Transport; sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  let next = 0;
  const transport: Transport = (request) => {
    sent.push(request);
    const answer =
      request.url.pathname === '/openapi/config'
        ? { status: 200, body: '{"token_check_enabled":false}' }
        : (ANSWERS[next % ANSWERS.length] ?? { status: 404, body: '' });
    next += 1;
    const headers = new Map([
      ['content-type', 'application/json'],
      ['x-request-id', `fake-${String(next)}`],
    ]);
    const response: TransportResponse = {
      status: answer.status,
      header: (name) => headers.get(name.toLowerCase()) ?? null,
      body: answer.body,
    };
    return Promise.resolve(response);
  };
  return { transport, sent };
}
