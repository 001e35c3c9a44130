import { createServer, type Server } from 'node:http';
import { afterEach, expect, test } from 'vitest';
import { createNodeTransport } from './transport';
import { UpstreamTransportError } from './upstream-errors';

let server: Server | null = null;
afterEach(async () => {
  const s = server;
  server = null;
  if (s !== null)
    await new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => {
        resolve();
      });
    });
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<URL> {
  server = createServer(handler);
  const s = server;
  await new Promise<void>((resolve) => {
    s.listen(0, '127.0.0.1', resolve);
  });
  const address = s.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return new URL(`http://127.0.0.1:${String(port)}/trading/accounts/list`);
}

test('an upstream that accepts but never answers is cut off by the read timeout', async () => {
  const url = await listen(() => undefined);
  const transport = createNodeTransport({ connectTimeoutMs: 5_000, readTimeoutMs: 100 });
  const error = await transport({ url, method: 'GET', headers: {}, body: null }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UpstreamTransportError);
  expect(String(error)).toMatch(/read timeout after 100 ms/);
});

test('the body sent is exactly the signed text, and the answer keeps its status and headers', async () => {
  let received = '';
  const url = await listen((req, res) => {
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      received += chunk;
    });
    req.on('end', () => {
      res.writeHead(418, { 'x-request-id': 'r9' }).end('{"ok":true}');
    });
  });
  const answer = await createNodeTransport()({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"symbols":["Ä"]}',
  });
  expect(received).toBe('{"symbols":["Ä"]}');
  expect(answer.status).toBe(418);
  expect(answer.header('X-Request-Id')).toBe('r9');
  expect(answer.body).toBe('{"ok":true}');
});
