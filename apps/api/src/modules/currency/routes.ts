import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currency, referenceUnit } from '@app/domain';
import { readUnit } from './unit';

/** The reference unit (issue 29): read by everyone, the landing included; changed by administrators. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/currency',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'The reference unit loans are counted in',
        response: { 200: currency },
      },
    },
    async () => {
      await readUnit(app.ctx.db);
      return referenceUnit();
    },
  );
};
