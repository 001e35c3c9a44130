import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { securityHeaderLines } from '../session/security-headers';
import { ApiError, toErrorBody } from '@server/shared/api-error';

/** What Node's HTTP parser hands over when it refuses a request (`clientError`). */
interface ParserError extends Error {
  code: string;
  bytesParsed: number;
  rawPacket: unknown;
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over Node's limit,
 * garbage that is not HTTP, a request that never finished arriving). They get the one error
 * shape too, with the security headers of every answer, written straight to the socket, which is
 * then closed as Node itself would. No Host is read: the request could not be read, and the
 * answer says nothing but that (docs/security.md#malformed-requests).
 */
export function answerClientError(this: FastifyInstance, error: ParserError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = toParserRefusal(error);
  this.log.info(`connection refused before routing: ${String(refusal.status)} ${refusal.code} (${error.code})`);
  if (socket.writable) {
    const body = JSON.stringify(toErrorBody(refusal));
    socket.write(
      `HTTP/1.1 ${String(refusal.status)} ${STATUS_CODES[refusal.status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${String(Buffer.byteLength(body))}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n' +
        `${securityHeaderLines()}\r\n` +
        body,
    );
  }
  socket.destroy(error);
}

/** The status and message for each way the parser refuses. */
function toParserRefusal(error: ParserError): ApiError {
  const limit = `${String(Math.round(maxHeaderSize / 1024))} KB`;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    if (isAddressOverflow(error))
      return new ApiError(
        414,
        'URI_TOO_LONG',
        `The address is too long: with the headers it must stay under ${limit}.`,
      );
    return new ApiError(
      431,
      'HEADERS_TOO_LARGE',
      `The request headers are too large: with the address they must stay under ${limit}. Clearing this site's cookies may help.`,
    );
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return new ApiError(408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.');
  return new ApiError(400, 'BAD_REQUEST', 'The request is not valid HTTP.');
}

/**
 * The parser counts the request line and the headers against one limit; when the overflow
 * came while it was still reading the request line (no line break yet), the address is what
 * is too long. Only the packet being parsed is at hand, so a request line split over several
 * packets is reported as 431, whose message names both.
 */
function isAddressOverflow(error: ParserError): boolean {
  if (!Buffer.isBuffer(error.rawPacket)) return false;
  const parsed = error.rawPacket.subarray(0, error.bytesParsed);
  return /^[A-Z]+ /.test(parsed.subarray(0, 16).toString('latin1')) && !parsed.includes('\n');
}
