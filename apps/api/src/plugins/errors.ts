import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, missingPermission, type Permission } from '@app/domain';
import { databaseFault } from '../lib/db-errors';

/** An expected failure with its status and the Spanish text the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 403 naming the permission the administrator lacks, so the client can say which. */
export class MissingPermission extends HttpError {
  constructor(readonly permission: Permission) {
    super(403, missingPermission(permission));
  }
}

// Fastify's own errors, by code, in the user's language (they would otherwise answer in English).
const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, messages.invalidData],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_TYPE: [400, messages.invalidData],
  FST_ERR_VALIDATION: [400, messages.invalidData],
};

/** What a client waits before trying again when the database is away (it restarts within seconds). */
export const RETRY_AFTER_SECONDS = '5';

/**
 * The one error handler: every failure answers `{ error }` with a fitting status, never a stack.
 * `diskFull` says whether the data folder's disk is full now: a dropped connection then answers 507.
 */
export function registerErrorHandling(app: FastifyInstance, diskFull?: () => boolean): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers ?? {})
        .send({
          error: err.message,
          ...(err.fields && { fields: err.fields }),
          ...(err instanceof MissingPermission && { permission: err.permission }),
        });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (key && !(key in fields)) fields[key] = issue.message ?? messages.invalidData;
      }
      const first = Object.values(fields)[0] ?? messages.invalidData;
      return reply.status(400).send({ error: first, fields });
    }
    const known = err.code ? frameworkErrors[err.code] : undefined;
    if (known) return reply.status(known[0]).send({ error: known[1] });
    if (err.statusCode === 429) return reply.status(429).send({ error: messages.tooManyRequests });
    // The database away or its disk full: the request may be tried again, nothing was acknowledged.
    const fault = databaseFault(err);
    if (fault === 'disk-full' || (fault && diskFull?.())) {
      request.log.error({ err }, 'database cannot write: disk full');
      return reply.status(507).send({ error: messages.diskFull });
    }
    if (fault) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ error: messages.databaseUnavailable });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err }, 'client error without a mapping');
      return reply.status(err.statusCode).send({ error: messages.invalidData });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ error: messages.internalError });
  });
}
