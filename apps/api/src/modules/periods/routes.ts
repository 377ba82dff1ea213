import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizationPending, errorBody, messageBody, monthParam, period } from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { holdForCheck } from '../authorizations';
import { closeMonth, listPeriods } from './service';

const tags = ['books'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The accounting months and their closing (issue 32). */
export const periodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/periods',
    { config: { access: 'administrator' }, schema: { tags, response: { 200: z.array(period), ...errors } } },
    () => listPeriods(db),
  );

  app.post(
    '/api/periods/:month/close',
    {
      // The books are one for every line; closing them weighs like the chart, hence settings.write.
      config: { access: 'administrator', permission: 'settings.write', everyLine: true },
      schema: {
        tags,
        params: monthParam,
        response: { 200: messageBody, 202: authorizationPending, ...errors },
      },
    },
    async (request, reply) => {
      const route = { name: 'period-close', statusCode: 200 };
      const { month } = request.params;
      const held = await holdForCheck(app.ctx, request, reply, route, 'period.close', { month });
      if (held) return held;
      return replyOnce(app.ctx, request, reply, route, (tx) => closeMonth(tx, request.principal!.id, month));
    },
  );
};
