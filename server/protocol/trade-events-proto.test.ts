import { expect, test } from 'vitest';
import {
  decodeSubscribeRequest,
  decodeSubscribeResponse,
  encodeSubscribeRequest,
  encodeSubscribeResponse,
  EVENT_TYPE,
} from './trade-events-proto';

test('the derived request of docs/protocol.md#metadata-signing serializes to its published bytes', () => {
  const bytes = encodeSubscribeRequest({ subscribeType: 1, timestamp: 1_700_000_000_000, accounts: ['ACCT1'] });
  expect(Buffer.from(bytes).toString('hex')).toBe('08011080d095ffbc312a054143435431');
  expect(decodeSubscribeRequest(bytes)).toEqual({
    subscribeType: 1,
    timestamp: 1_700_000_000_000,
    contentType: '',
    payload: '',
    accounts: ['ACCT1'],
  });
});

test('a data event code outside the enum survives a round trip', () => {
  const event = {
    eventType: EVENT_TYPE.Order,
    subscribeType: 1,
    contentType: 'application/json',
    payload: '{"order_id":"1"}',
    requestId: 'r1',
    timestamp: 1_700_000_000_123,
  };
  expect(decodeSubscribeResponse(encodeSubscribeResponse(event))).toEqual(event);
});

test('bytes that are not a message are refused', () => {
  expect(() => decodeSubscribeRequest(Uint8Array.from([0x0a, 0xff]))).toThrow();
});
