import { status } from '@grpc/grpc-js';
import { expect, test } from 'vitest';
import { EVENT_TYPE } from '@server/protocol/trade-events-proto';
import { downOfMessage, downOfStatus } from './stream-down';

test('the in-band refusals and expiry end the stream; pings, successes and data do not', () => {
  const of = (eventType: number, payload = 'X: y') => downOfMessage({ eventType, payload });
  expect(of(EVENT_TYPE.AuthError, 'UNAUTHORIZED: Metadata x-signature is invalid.')).toEqual({
    kind: 'refused-auth',
    message: 'AuthError: UNAUTHORIZED: Metadata x-signature is invalid.',
  });
  expect(of(EVENT_TYPE.NumOfConnExceed)).toMatchObject({ kind: 'refused-busy' });
  expect(of(EVENT_TYPE.SubscribeExpired, '')).toEqual({ kind: 'expired', message: 'SubscribeExpired: no details' });
  for (const eventType of [EVENT_TYPE.SubscribeSuccess, EVENT_TYPE.Ping, EVENT_TYPE.Order, 2048]) {
    expect(of(eventType)).toBeNull();
  }
});

test('a status alone tells a refusal from a drop, named for the log', () => {
  expect(downOfStatus({ code: status.UNAVAILABLE, details: 'The trade-event stream was dropped.' })).toEqual({
    kind: 'dropped',
    message: 'gRPC UNAVAILABLE: The trade-event stream was dropped.',
  });
  expect(downOfStatus({ code: status.UNAUTHENTICATED, details: '' })).toEqual({
    kind: 'refused-auth',
    message: 'gRPC UNAUTHENTICATED',
  });
  expect(downOfStatus({ code: status.PERMISSION_DENIED, details: 'x' }).kind).toBe('refused-auth');
  expect(downOfStatus({ code: status.RESOURCE_EXHAUSTED, details: 'x' }).kind).toBe('refused-busy');
  expect(downOfStatus({ code: status.INVALID_ARGUMENT, details: 'x' }).kind).toBe('refused');
  expect(downOfStatus({ code: status.INTERNAL, details: 'x' }).kind).toBe('dropped');
  expect(downOfStatus({ code: status.OK, details: '' })).toEqual({
    kind: 'dropped',
    message: 'the server ended the stream',
  });
});
