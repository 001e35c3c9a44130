import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { EVENT_TYPE } from '../protocol/trade-events-proto';
import { newNonce } from '../signing/timestamp';
import { signRequest } from '../signing/sign-request';
import { openSignedSubscriber, type SignedSubscriber } from './events/testing/signed-subscriber';

const subscribers: SignedSubscriber[] = [];

const readyLine = z.object({
  http: z.string().regex(/^http:\/\/127\.0\.0\.1:\d+$/),
  mqtt: z.string().regex(/^mqtt:\/\/127\.0\.0\.1:\d+$/),
  mqttWs: z.string().regex(/^ws:\/\/127\.0\.0\.1:\d+\/mqtt$/),
  grpc: z.string().regex(/^grpc:\/\/127\.0\.0\.1:\d+$/),
});

function startSimulator(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/simulator/main.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

function waitFor<T>(check: () => T | undefined, child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const value = check();
      if (value !== undefined) {
        clearInterval(poll);
        resolve(value);
      }
    }, 20);
    child.once('exit', (code) => {
      clearInterval(poll);
      const value = check();
      if (value === undefined) reject(new Error(`simulator exited with ${String(code)}`));
      else resolve(value);
    });
  });
}

test('the process entry listens on a free port, prints SIM_READY, answers signed requests and exits on SIGTERM', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sim-process-'));
  const secret = randomBytes(16).toString('hex');
  const stateFile = join(dir, 'state.json');
  const openClients: MqttClient[] = [];
  const { child, output } = startSimulator({
    SIM_HTTP_PORT: '0',
    SIM_MQTT_PORT: '0',
    SIM_GRPC_PORT: '0',
    SIM_APP_KEY: 'process-test',
    SIM_APP_SECRET: secret,
    SIM_STATE_FILE: stateFile,
  });
  try {
    const ready = await waitFor(() => {
      const line = output()
        .split('\n')
        .find((l) => l.startsWith('SIM_READY '));
      return line === undefined ? undefined : readyLine.parse(JSON.parse(line.slice('SIM_READY '.length)));
    }, child);
    expect(output()).not.toContain(secret);
    expect(existsSync(stateFile)).toBe(true);
    const url = new URL('/trading/accounts/list', ready.http);
    const headers = signRequest({
      host: url.host,
      path: url.pathname,
      query: [],
      body: null,
      appKey: 'process-test',
      secret,
      algorithm: 'HMAC-SHA256',
      now: new Date(),
      nonce: newNonce(),
      apiVersion: 'v3',
    });
    const response = await fetch(url, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    // Both MQTT URLs accept the configured key; open connections do not hold up SIGTERM.
    openClients.push(
      ...(await Promise.all(
        [ready.mqtt, ready.mqttWs].map((mqttUrl) =>
          mqtt.connectAsync(mqttUrl, {
            clientId: `process-${mqttUrl.slice(0, 2)}`,
            username: 'process-test',
            reconnectPeriod: 0,
          }),
        ),
      )),
    );
    expect(openClients.map((c) => c.connected)).toEqual([true, true]);
    // The trade-event stream accepts the key too, and an open call does not hold up SIGTERM either.
    const events = openSignedSubscriber(ready.grpc.slice('grpc://'.length), {
      appKey: 'process-test',
      secret,
      accounts: ['SIMMARGIN0PAPER000000000001'],
    });
    subscribers.push(events);
    await events.until(() => true);
    expect(events.messages[0]?.eventType).toBe(EVENT_TYPE.SubscribeSuccess);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    for (const subscriber of subscribers.splice(0)) subscriber.close();
    await Promise.all(openClients.map((c) => c.endAsync(true)));
    await rm(dir, { recursive: true, force: true });
  }
});

test('a bad variable stops start-up with a message naming it', async () => {
  const { child, output } = startSimulator({ SIM_HTTP_PORT: 'nine' });
  try {
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(output()).toContain('SIM_HTTP_PORT');
  } finally {
    child.kill('SIGKILL');
  }
});

test('started with a parent link, it stops cleanly and frees its ports once the link closes', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/simulator/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_PARENT_FD: '0',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  try {
    const ready = await waitFor(() => {
      const line = text.split('\n').find((l) => l.startsWith('SIM_READY '));
      return line === undefined ? undefined : readyLine.parse(JSON.parse(line.slice('SIM_READY '.length)));
    }, child);
    const ports = [ready.http, ready.mqtt, ready.grpc].map((url) => Number(new URL(url).port));
    expect(await Promise.all(ports.map(accepts))).toEqual([true, true, true]);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // What the kernel does for a parent that ends, by any signal: its end of the pipe closes.
    child.stdin.destroy();
    expect(await exited).toBe(0);
    expect(await Promise.all(ports.map(accepts))).toEqual([false, false, false]);
  } finally {
    child.kill('SIGKILL');
  }
});

test('a parent link that is not an open pipe stops start-up naming SIM_PARENT_FD', async () => {
  const { child, output } = startSimulator({ SIM_HTTP_PORT: '0', SIM_PARENT_FD: '9' });
  try {
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(output()).toContain('SIM_PARENT_FD 9 is not an open pipe');
  } finally {
    child.kill('SIGKILL');
  }
});

/** Whether something accepts a TCP connection on 127.0.0.1:`port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}
