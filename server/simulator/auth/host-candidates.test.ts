import { expect, test } from 'vitest';
import { hostCandidates } from './host-candidates';

test('a host with a port yields itself and the bare name', () => {
  expect(hostCandidates('127.0.0.1:9001')).toEqual(['127.0.0.1:9001', '127.0.0.1']);
  expect(hostCandidates('[::1]:9001')).toEqual(['[::1]:9001', '[::1]']);
});

test('a host without a port yields only itself', () => {
  expect(hostCandidates('api.webull.com')).toEqual(['api.webull.com']);
  expect(hostCandidates('[::1]')).toEqual(['[::1]']);
});
