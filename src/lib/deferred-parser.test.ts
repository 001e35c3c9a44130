import { expect, test } from 'vitest';
import { createDeferredParser, type MessageParser } from './deferred-parser';
import type { LiveMessage } from './live-message';

const text = (payload: Uint8Array) => new TextDecoder().decode(payload);
const bytes = (value: string) => new TextEncoder().encode(value);
const statusOf = (topic: string, payload: Uint8Array): LiveMessage => ({
  kind: 'status',
  data: { state: 'live', since: Number(text(payload)), symbols: { [topic]: null }, at: 0 },
});

function controlledLoad() {
  let resolve: (parser: MessageParser) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<MessageParser>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return {
    load,
    resolve: (p: MessageParser) => {
      resolve(p);
    },
    reject: (e: Error) => {
      reject(e);
    },
    loads: () => loads,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('messages that arrive while the parser loads are delivered once it is there, in arrival order', async () => {
  const control = controlledLoad();
  const parser = createDeferredParser(control.load);
  const seen: number[] = [];
  const deliver = (message: LiveMessage) => {
    if (message.kind === 'status') seen.push(message.data.since);
  };
  parser.preload();
  for (const n of ['1', '2', '3']) parser.parse('orders/A', bytes(n), deliver);
  await flush();
  expect(seen).toEqual([]);
  control.resolve(statusOf);
  await flush();
  parser.parse('orders/A', bytes('4'), deliver);
  expect(seen).toEqual([1, 2, 3, 4]);
  expect(control.loads()).toBe(1);
});

test('a failed load drops what waited and is tried again with the next message', async () => {
  const control = controlledLoad();
  const parser = createDeferredParser(control.load);
  const seen: LiveMessage[] = [];
  parser.parse('orders/A', bytes('1'), (m) => seen.push(m));
  control.reject(new Error('chunk failed'));
  await flush();
  parser.parse('orders/A', bytes('2'), (m) => seen.push(m));
  control.resolve(statusOf);
  await flush();
  expect(seen).toHaveLength(1);
  expect(control.loads()).toBe(2);
});
