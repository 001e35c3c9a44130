import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { signRequest } from '../signing/sign-request';
import { newNonce } from '../signing/timestamp';
import { openSignedSubscriber } from './events/testing/signed-subscriber';

// The paper broker as a user of the real process meets it: signed HTTP in, order events out on
// the gRPC stream, orders and positions kept across a restart. Seconds on a busy machine: a wide
// budget for a correctness check, never a claim about speed.
vi.setConfig({ testTimeout: 180_000 });

const KEY = 'broker-process';
const ACCOUNT = 'SIMMARGIN0PAPER000000000001';
/** Monday 2026-03-02 10:00 in New York: regular hours, so a market order fills at once. */
const MONDAY_10AM = Date.UTC(2026, 2, 2, 15, 0, 0);
const ready = z.object({ http: z.string(), grpc: z.string() });

async function startSimulator(secret: string, stateFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/simulator/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_APP_KEY: KEY,
      SIM_APP_SECRET: secret,
      SIM_STATE_FILE: stateFile,
      SIM_CONTROL: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const urls = await new Promise<z.infer<typeof ready>>((resolve, reject) => {
    const poll = setInterval(() => {
      const line = text.split('\n').find((l) => l.startsWith('SIM_READY '));
      if (line === undefined) return;
      clearInterval(poll);
      resolve(ready.parse(JSON.parse(line.slice('SIM_READY '.length))));
    }, 20);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`simulator exited with ${String(code)}: ${text}`));
    });
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, urls, stop };
}

function signedFetch(http: string, secret: string, path: string, body?: unknown, query: [string, string][] = []) {
  const url = new URL(path, http);
  for (const [name, value] of query) url.searchParams.append(name, value);
  const text = body === undefined ? null : JSON.stringify(body);
  const headers = signRequest({
    host: url.host,
    path: url.pathname,
    query,
    body: text,
    appKey: KEY,
    secret,
    algorithm: 'HMAC-SHA256',
    now: new Date(),
    nonce: newNonce(),
    apiVersion: 'v3',
  });
  return fetch(url, { method: text === null ? 'GET' : 'POST', headers, ...(text === null ? {} : { body: text }) });
}

const subscribe = (grpc: string, secret: string) =>
  openSignedSubscriber(grpc.slice('grpc://'.length), { appKey: KEY, secret, accounts: [ACCOUNT] });

const marketOrder = (id: string) => ({
  account_id: ACCOUNT,
  new_orders: [
    {
      client_order_id: id,
      combo_type: 'NORMAL',
      instrument_type: 'EQUITY',
      market: 'US',
      symbol: 'MSFT',
      side: 'BUY',
      order_type: 'MARKET',
      time_in_force: 'DAY',
      support_trading_session: 'CORE',
      entrust_type: 'QTY',
      quantity: '4',
    },
  ],
});

test('a placed order fills, its events arrive over gRPC, and orders and positions survive a restart', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'broker-process-'));
  const secret = randomBytes(16).toString('hex');
  const stateFile = join(dir, 'state.json');
  let running = await startSimulator(secret, stateFile);
  let events: ReturnType<typeof subscribe> | undefined;
  try {
    const pin = (http: string) =>
      fetch(new URL('/_control/clock', http), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: MONDAY_10AM }),
      });
    expect((await pin(running.urls.http)).status).toBe(200);
    events = subscribe(running.urls.grpc, secret);
    // Orders placed before the stream is open would not reach it: wait for SubscribeSuccess.
    await events.until((m) => m.eventType === 0);
    const placed = await signedFetch(running.urls.http, secret, '/trading/orders/place', marketOrder('proc-mkt-1'));
    expect(placed.status).toBe(200);
    await events.until((m) => m.payload.includes('"FINAL_FILLED"'));
    const fill = JSON.parse(events.messages.find((m) => m.payload.includes('FINAL_FILLED'))?.payload ?? '{}') as Record<
      string,
      string
    >;
    expect(fill).toMatchObject({
      client_order_id: 'proc-mkt-1',
      order_status: 'FILLED',
      filled_qty: '4',
      symbol: 'MSFT',
    });
    events.close();

    await running.stop();
    running = await startSimulator(secret, stateFile);
    const detail = await signedFetch(running.urls.http, secret, '/trading/orders/get', undefined, [
      ['account_id', ACCOUNT],
      ['client_order_id', 'proc-mkt-1'],
    ]);
    expect(await detail.json()).toMatchObject({ orders: [{ status: 'FILLED', filled_quantity: '4' }] });
    const positions = (await (
      await signedFetch(running.urls.http, secret, '/trading/assets/positions/list', undefined, [
        ['account_id', ACCOUNT],
      ])
    ).json()) as { symbol: string; quantity: string }[];
    expect(positions.find((p) => p.symbol === 'MSFT')?.quantity).toBe('4');
  } finally {
    events?.close();
    running.child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
});
