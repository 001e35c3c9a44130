import { createServer, type IncomingHttpHeaders } from 'node:http';

/** Another web server on 127.0.0.1, as any local program could run: it serves one page and records what browsers send it. */
export interface OtherPortServer {
  url: string;
  /** The headers of every request it received, oldest first. */
  requests: IncomingHttpHeaders[];
  close(): Promise<void>;
}

/** Starts a throwaway server on a free 127.0.0.1 port serving `html` at every path. */
export async function startOtherPortServer(html: string): Promise<OtherPortServer> {
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    requests.push(request.headers);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the throwaway server has no port');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
