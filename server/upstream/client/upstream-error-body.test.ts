import { expect, test } from 'vitest';
import type { TransportResponse } from './transport';
import { parseRetryAfter, toUpstreamHttpError } from './upstream-error-body';

const NOW = Date.parse('2026-01-02T03:04:05Z');

test('Retry-After in seconds or as an HTTP date gives the seconds to wait', () => {
  expect(parseRetryAfter('7', NOW)).toBe(7);
  expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  expect(parseRetryAfter('Fri, 02 Jan 2026 03:04:35 GMT', NOW)).toBe(30);
  expect(parseRetryAfter('Friday, 02-Jan-26 03:04:15 GMT', NOW)).toBe(10);
  expect(parseRetryAfter('Fri, 02 Jan 2026 03:00:00 GMT', NOW)).toBe(0);
});

test('a missing or unreadable Retry-After is null, so the scheduler uses its own freeze', () => {
  for (const value of [null, '', '1.5', '-1', '5s', 'soon'])
    expect(parseRetryAfter(value, NOW), String(value)).toBeNull();
});

test('an absurd Retry-After is capped at ten minutes', () => {
  expect(parseRetryAfter('99999999', NOW)).toBe(600);
  expect(parseRetryAfter('Sat, 01 Jan 2028 00:00:00 GMT', NOW)).toBe(600);
});

function response(status: number, body: string, headers: Record<string, string> = {}): TransportResponse {
  return { status, body, header: (name) => headers[name] ?? null };
}

test('an API error keeps its code, message, request id and Retry-After', () => {
  const error = toUpstreamHttpError(
    response(429, '{"error_code":"TOO_MANY_REQUESTS","message":"slow"}', { 'x-request-id': 'r1', 'retry-after': '3' }),
    NOW,
  );
  expect(error).toMatchObject({
    status: 429,
    errorCode: 'TOO_MANY_REQUESTS',
    upstreamMessage: 'slow',
    requestId: 'r1',
    retryAfterSeconds: 3,
  });
});

test('the gateway 404 and a body that is not JSON still give a readable error', () => {
  expect(toUpstreamHttpError(response(404, '{"error_msg":"404 Route Not Found"}'), NOW)).toMatchObject({
    errorCode: 'ROUTE_NOT_FOUND',
    upstreamMessage: '404 Route Not Found',
  });
  expect(toUpstreamHttpError(response(502, '<html>Bad Gateway</html>'), NOW)).toMatchObject({
    errorCode: 'UNKNOWN_ERROR',
    upstreamMessage: '<html>Bad Gateway</html>',
  });
});
