import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Keeps web pages away from the control surface: a browser adds `Origin` to every cross-origin
 * request and to every POST, and can send a body without a CORS preflight only as form data or
 * text, never as `application/json`. Test clients (Node, curl) send neither. So: any `Origin` is
 * 403, and a body that is not declared JSON is 415.
 */
export function guardControlRequest(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
  if (request.headers.origin !== undefined) {
    void reply
      .code(403)
      .send({ error_code: 'FORBIDDEN', message: 'The control surface refuses requests with Origin.' });
    return;
  }
  if (hasBody(request) && !isJson(request.headers['content-type'])) {
    void reply.code(415).send({
      error_code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'A control body must be Content-Type: application/json.',
    });
    return;
  }
  done();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
