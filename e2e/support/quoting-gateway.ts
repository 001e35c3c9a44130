import http from 'node:http';

/**
 * A gateway on 127.0.0.1 in front of the simulator's HTTP API: every request goes through as it
 * came (the Host header too, so the signature the BFF made for the gateway's host still holds),
 * except the snapshot calls, which it refuses with a 400 whose message and request id quote the
 * `x-access-token` the request carried. The simulator never quotes a token; a provider's error
 * text might, and this is how a journey puts the token on the diagnostics path.
 */
export async function startQuotingGateway(simUrl: string) {
  const target = new URL(simUrl);
  const quoted: string[] = [];
  const server = http.createServer((request, response) => {
    const token = request.headers['x-access-token'];
    if (request.url?.startsWith('/market-data/stocks/snapshots/list') === true && typeof token === 'string') {
      quoted.push(token);
      request.resume();
      response.writeHead(400, { 'content-type': 'application/json', 'x-request-id': `rq-${token}` });
      response.end(
        JSON.stringify({ error_code: 'ILLEGAL_PARAMETER', message: `x-access-token ${token} may not read snapshots` }),
      );
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the gateway has no port');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    /** Every token the gateway quoted back, in order. */
    quoted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
