import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, loanConditions } from '@app/domain';
import { loanConditions as readConditions } from './service';

/** The landing's conditions: public, the same for everyone, so a minute in a cache is harmless. */
export const conditionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/conditions',
    {
      config: { access: 'public' },
      schema: { tags: ['conditions'], response: { 200: loanConditions, 500: errorBody } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return readConditions(app.ctx.db);
    },
  );
};
