import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntry, auditQuery, errorBody } from '@app/domain';
import { sendPage } from '../../lib/list-query';
import { listAudit } from './list';

/** The audit trail is read-only through the API: there is no route that writes, edits or deletes it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'administrator', permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        querystring: auditQuery,
        response: { 200: z.array(auditEntry), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => sendPage(reply, await listAudit(app.ctx.db, request.query, request.principal!)),
  );
};
