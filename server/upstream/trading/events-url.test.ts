import { expect, test } from 'vitest';
import { parseEventsUrl } from './events-url';

test('grpcs is TLS on the given port or 443; grpc is plaintext and needs its port', () => {
  expect(parseEventsUrl('grpcs://events-api.webull.com')).toEqual({
    address: 'events-api.webull.com:443',
    secure: true,
  });
  expect(parseEventsUrl('grpcs://events-api.webull.hk:8443')).toEqual({
    address: 'events-api.webull.hk:8443',
    secure: true,
  });
  expect(parseEventsUrl('grpc://127.0.0.1:9002')).toEqual({ address: '127.0.0.1:9002', secure: false });
  expect(parseEventsUrl('grpc://[::1]:9002')).toEqual({ address: '[::1]:9002', secure: false });
});

test('anything else is refused with the URL named', () => {
  expect(() => parseEventsUrl('https://events-api.webull.com')).toThrow('not a grpc:// or grpcs:// URL');
  expect(() => parseEventsUrl('events-api.webull.com:443')).toThrow('not a grpc:// or grpcs:// URL');
  expect(() => parseEventsUrl('grpc://127.0.0.1')).toThrow('needs a port');
});
