import { request } from 'node:http';
import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { closeInFlightAfter } from './close-in-flight';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server with one route that answers when `release` is called, and one that never does. */
async function startServer(graceMs: number) {
  const app = Fastify();
  closeInFlightAfter(app, graceMs);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await released;
    return { done: true };
  });
  app.get('/never', async () => {
    arrived();
    await new Promise(() => undefined);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  apps.push(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { app, port, release, arrival };
}

/** GETs `path` and says how it ended: the body, or that the connection was closed under it. */
function get(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve(`${String(res.statusCode)} ${body}`);
      });
      res.on('error', () => {
        resolve('closed');
      });
    });
    req.on('error', () => {
      resolve('closed');
    });
    req.end();
  });
}

test('closing ends a request that never answers, once its grace is over, and the close completes', async () => {
  const { app, port, arrival } = await startServer(50);
  const answer = get(port, '/never');
  await arrival;
  await app.close();
  expect(await answer).toBe('closed');
});

test('a request that answers within its grace is answered in full before the server closes', async () => {
  const { app, port, release, arrival } = await startServer(60_000);
  const answer = get(port, '/slow');
  await arrival;
  const closing = app.close();
  release();
  await closing;
  expect(await answer).toBe('200 {"done":true}');
});
