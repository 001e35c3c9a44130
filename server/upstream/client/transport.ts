import http from 'node:http';
import https from 'node:https';
import { UpstreamTransportError } from './upstream-errors';

export interface TransportRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Exact bytes to send (the same text that was hashed for the signature), or null. */
  body: string | null;
}

export interface TransportResponse {
  status: number;
  header(name: string): string | null;
  body: string;
}

/** Sends one HTTP request; rejects with UpstreamTransportError when no response arrives. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface TimeoutOptions {
  /** TCP (and TLS) connect; the SDKs use 5 s: docs/protocol.md#retries. */
  connectTimeoutMs: number;
  /** Longest silence while waiting for or reading the response; the SDKs use 10 s. */
  readTimeoutMs: number;
}

export const SDK_TIMEOUTS: TimeoutOptions = { connectTimeoutMs: 5_000, readTimeoutMs: 10_000 };

const keepAlive = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * A transport on node:http(s) with separate connect and read timeouts, which fetch() cannot
 * express without an extra dependency. Node writes `Host` as `name` or `name:port` (non-default
 * port), which is what the signer signs.
 */
export function createNodeTransport(timeouts: TimeoutOptions = SDK_TIMEOUTS): Transport {
  return (request) =>
    new Promise((resolve, reject) => {
      const secure = request.url.protocol === 'https:';
      const send = secure ? https.request : http.request;
      const req = send(request.url, {
        method: request.method,
        headers: request.headers,
        agent: secure ? keepAlive.https : keepAlive.http,
      });
      const fail = (message: string, cause?: unknown) => {
        req.destroy();
        reject(new UpstreamTransportError(message, { cause }));
      };
      const connectTimer = setTimeout(() => {
        fail(`connect timeout after ${timeouts.connectTimeoutMs} ms to ${request.url.host}`);
      }, timeouts.connectTimeoutMs);
      req.on('socket', (socket) => {
        // A kept-alive socket is already connected; only a new one needs the connect timer.
        if (!socket.connecting) {
          clearTimeout(connectTimer);
          return;
        }
        socket.once('connect', () => {
          clearTimeout(connectTimer);
        });
      });
      req.setTimeout(timeouts.readTimeoutMs, () => {
        fail(`read timeout after ${timeouts.readTimeoutMs} ms from ${request.url.host}`);
      });
      req.on('error', (error) => {
        clearTimeout(connectTimer);
        reject(new UpstreamTransportError(`request to ${request.url.host} failed: ${error.message}`, { cause: error }));
      });
      req.on('response', (res) => {
        clearTimeout(connectTimer);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
        });
        res.on('error', (error) => {
          fail(`response from ${request.url.host} broke off: ${error.message}`, error);
        });
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            header: (name) => headerValue(res.headers[name.toLowerCase()]),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      req.end(request.body ?? undefined);
    });
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}
