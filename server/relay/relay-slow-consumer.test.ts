import { afterEach, expect, test } from 'vitest';
import type { LiveDepth } from '@contracts/stream';
import {
  connectBrowser,
  connectRaw,
  rawSubscribe,
  recordMessages,
  startRelay,
  until,
  type RelayKit,
} from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

const SYMBOLS = Array.from({ length: 20 }, (_, i) => `S${String(i)}`);
const LEVELS = Array.from({ length: 100 }, (_, i) => ({ price: `${String(100 + i)}.25`, size: String(100 * (i + 1)) }));

/** One flush window: a ~7 KB depth update per symbol, `round` as its time. */
function pumpRound(current: RelayKit, round: number): void {
  for (const symbol of SYMBOLS) {
    const depth: LiveDepth = { symbol, time: round, asks: LEVELS, bids: LEVELS, received_at: round };
    current.feed.emit({ kind: 'depth', symbol, data: depth });
  }
  current.clock.advance(25);
}

/** Per symbol, the `time` of every depth message a client got, in arrival order. */
function timesBySymbol(messages: { topic: string; payload: unknown }[]): Map<string, number[]> {
  const times = new Map<string, number[]>();
  for (const { topic, payload } of messages) {
    if (typeof payload !== 'object' || payload === null || !('time' in payload) || typeof payload.time !== 'number')
      continue;
    times.set(topic, [...(times.get(topic) ?? []), payload.time]);
  }
  return times;
}

/** Pumps rounds, letting the healthy client read each one, until the paused client is being conflated. */
async function pumpUntilConflated(current: RelayKit, healthySeen: unknown[]): Promise<number> {
  for (let round = 1; round <= 2_000; round += 1) {
    pumpRound(current, round);
    await until(() => healthySeen.length === round * SYMBOLS.length, `round ${String(round)} at the healthy client`);
    if (current.relay.stats().conflated > 5 * SYMBOLS.length) return round;
  }
  throw new Error('the paused client was never conflated');
}

async function twoClients(current: RelayKit) {
  const healthy = await connectBrowser(current);
  const healthySeen = recordMessages(healthy);
  await healthy.subscribeAsync(SYMBOLS.map((s) => `depth/${s}`));
  const slow = await connectRaw(current);
  await rawSubscribe(
    slow,
    SYMBOLS.map((s) => `depth/${s}`),
  );
  // Stop reading: the kernel buffers fill, then the relay's send buffer for this socket.
  slow.ws.pause();
  return { healthy, healthySeen, slow };
}

test('a client that stops reading is conflated, then disconnected, while a healthy one gets every message in order', async () => {
  kit = await startRelay({
    limits: { flushMs: 25, softBufferBytes: 64 * 1024, hardBufferBytes: 64 * 1024 * 1024, hardSlowMs: 10_000 },
  });
  const current = kit;
  const { healthy, healthySeen, slow } = await twoClients(current);
  const rounds = await pumpUntilConflated(current, healthySeen);
  const sentBefore = current.relay.stats().sent;
  pumpRound(current, rounds + 1);
  await until(() => healthySeen.length === (rounds + 1) * SYMBOLS.length, 'the last round at the healthy client');
  // The paused socket got nothing new: only the healthy client's 20 frames went out.
  expect(current.relay.stats().sent - sentBefore).toBe(SYMBOLS.length);

  current.clock.advance(10_000);
  await until(() => current.relay.stats().sockets === 1, 'the slow socket to be closed');
  expect(current.relay.stats().slowDisconnects).toBe(1);
  expect(current.logs.join('\n')).toMatch(/slow consumer, not drained for 10000 ms/);
  for (const symbol of SYMBOLS) expect(current.feed.watchers(symbol, 'depth')).toBe(1);

  for (const [, times] of timesBySymbol(healthySeen))
    expect(times).toEqual(Array.from({ length: rounds + 1 }, (_, i) => i + 1));
  expect(healthy.connected).toBe(true);
  slow.ws.resume();
  await slow.closed;
  await healthy.endAsync();
});

test('a slow client that drains again gets the newest value of every topic, skipping the conflated ones', async () => {
  kit = await startRelay({
    limits: { flushMs: 25, softBufferBytes: 64 * 1024, hardBufferBytes: 64 * 1024 * 1024, hardSlowMs: 10_000 },
  });
  const current = kit;
  const { healthy, healthySeen, slow } = await twoClients(current);
  const rounds = await pumpUntilConflated(current, healthySeen);
  slow.ws.resume();
  const depthOf = (symbol: string) => slow.packets.filter((p) => p.cmd === 'publish' && p.topic === `depth/${symbol}`);
  await until(
    () => SYMBOLS.every((s) => depthOf(s).length > 0 && lastTime(depthOf(s)) === rounds),
    'the slow client to catch up',
  );
  for (const symbol of SYMBOLS) {
    const times = depthOf(symbol).map((p) => timeOf(p));
    expect(times.length).toBeLessThan(rounds);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  }
  expect(current.relay.stats().slowDisconnects).toBe(0);
  // Caught up, it is an ordinary subscriber again.
  pumpRound(current, rounds + 1);
  await until(
    () => SYMBOLS.every((s) => lastTime(depthOf(s)) === rounds + 1),
    'the next round at the recovered client',
  );
  await healthy.endAsync();
  slow.ws.close();
});

test('a slow client whose queued and pending bytes pass the hard limit is closed at once', async () => {
  kit = await startRelay({
    limits: { flushMs: 25, softBufferBytes: 64 * 1024, hardBufferBytes: 192 * 1024, hardSlowMs: 10_000 },
  });
  const current = kit;
  const { healthy, healthySeen, slow } = await twoClients(current);
  let round = 0;
  while (current.relay.stats().slowDisconnects === 0 && round < 2_000) {
    round += 1;
    pumpRound(current, round);
    await until(() => healthySeen.length === round * SYMBOLS.length, `round ${String(round)} at the healthy client`);
  }
  expect(current.relay.stats().slowDisconnects).toBe(1);
  expect(current.logs.join('\n')).toMatch(/slow consumer, \d+ bytes queued \(limit 196608\)/);
  await until(() => current.relay.stats().sockets === 1, 'the slow socket to be closed');
  pumpRound(current, round + 1);
  await until(() => healthySeen.length === (round + 1) * SYMBOLS.length, 'the healthy client to go on');
  slow.ws.resume();
  await slow.closed;
  await healthy.endAsync();
});

function timeOf(packet: { cmd: string; payload?: unknown }): number {
  const body: unknown = packet.payload instanceof Buffer ? JSON.parse(packet.payload.toString('utf8')) : null;
  return typeof body === 'object' && body !== null && 'time' in body && typeof body.time === 'number' ? body.time : -1;
}

function lastTime(packets: { cmd: string; payload?: unknown }[]): number {
  const last = packets.at(-1);
  return last === undefined ? -1 : timeOf(last);
}
