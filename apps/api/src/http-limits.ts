import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Socket } from 'node:net';
import { messages } from '@app/domain';
import type { Config } from './config';

/**
 * The limits that keep slow or silent clients from holding the server: time to send headers and a
 * whole request, idle keep-alive and idle connection times, body size (decision 0019).
 */
export function httpLimits(config: Config): FastifyHttpOptions<Server> {
  const requestMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  // Node refuses a headers timeout longer than the whole request's.
  const headersMs = Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) * 1000;
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    bodyLimit: config.BODY_LIMIT_KB * 1024,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // Node looks for late requests only this often (30 s by default): a slow client lives up to
      // a timeout plus this, so it is a fraction of the shorter timeout, at most 5 s.
      connectionsCheckingInterval: Math.max(100, Math.min(5000, headersMs / 4)),
    },
    clientErrorHandler: answerClientError,
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * A request Node gave up on before it reached Fastify (too slow, headers too large, not HTTP):
 * the same `{ error }` in Spanish as every other answer, then the connection is closed.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, error] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, messages.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, messages.headersTooLarge]
        : [400, messages.badRequest];
  const body = JSON.stringify({ error });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
