import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, messages } from '@app/domain';
import { ping } from '../../db/client';
import { backupStatus } from '../../db/backup/scheduled';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';

/** The data folder's disk, for monitoring: free space, low (administrators are warned), writes refused (decision 31). */
const diskBody = z.object({
  freeBytes: z.number(),
  totalBytes: z.number(),
  freePercent: z.number(),
  low: z.boolean(),
  writesRefused: z.boolean(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.string(),
            // The last good backup, for monitoring: null when none was taken (or none is scheduled).
            backup: z.object({ at: z.string(), bytes: z.number(), file: z.string() }).nullable(),
            disk: diskBody,
          }),
          // The database away: monitoring reads `database` and `disk`, people read `error` (a server stopping sends `error` only).
          503: errorBody.extend({
            status: z.literal('unavailable').optional(),
            database: z.literal('unavailable').optional(),
            disk: diskBody.optional(),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.ctx.db);
        const { last } = await backupStatus(app.ctx.db, app.ctx.config);
        return {
          status: 'ok' as const,
          database: app.ctx.database.kind,
          backup: last,
          disk: app.ctx.disk.status(),
        };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send({
            status: 'unavailable',
            database: 'unavailable',
            // The database gone on a full disk (a PANIC) says so: freeing space is what brings it back.
            error: app.ctx.disk.refusing ? messages.diskFull : messages.databaseUnavailable,
            disk: app.ctx.disk.status(),
          });
      }
    },
  );
};
