import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizationPending, createPriceBody, errorBody, messages, price, pricesQuery } from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { holdForCheck } from '../authorizations';
import { sendPage } from '../../lib/list-query';
import { HttpError } from '../../plugins/errors';
import { createPrice, currentPrice, listPrices, priceOn } from './service';

const tags = ['prices'];

export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/prices',
    {
      // Any signed-in account reads the current rate (the top bar); the history is for administrators.
      config: { access: 'signedIn' },
      schema: {
        tags,
        querystring: pricesQuery,
        response: { 200: z.union([z.array(price), price]), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (request.query.getLast === 'true') {
        const { date } = request.query;
        const last = date ? await priceOn(app.ctx.db, date) : await currentPrice(app.ctx.db);
        if (!last) throw new HttpError(404, date ? messages.noRateOnDate : messages.noRateYet);
        return last;
      }
      if (request.principal!.type !== 'Administrator') throw new HttpError(403, messages.forbidden);
      return sendPage(reply, await listPrices(app.ctx.db, request.query));
    },
  );

  app.get(
    '/api/prices/current',
    {
      // The landing's application form names the rate the amount will be converted at.
      config: { access: 'public' },
      schema: { tags, response: { 200: price, 404: errorBody } },
    },
    async (_request, reply) => {
      const last = await currentPrice(app.ctx.db);
      if (!last) throw new HttpError(404, messages.noRateYet);
      // The same for every visitor and rarely changes: a minute in any cache is fine.
      return reply.header('Cache-Control', 'public, max-age=60').send(last);
    },
  );

  app.post(
    '/api/prices',
    {
      config: { access: 'administrator', permission: 'rates.write', everyLine: true },
      schema: {
        tags,
        body: createPriceBody,
        response: {
          201: price,
          202: authorizationPending,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const route = { name: 'price', statusCode: 201 };
      const { amount } = request.body;
      const held = await holdForCheck(app.ctx, request, reply, route, 'rate.create', { amount });
      if (held) return held;
      return replyOnce(app.ctx, request, reply, route, (tx) =>
        createPrice(tx, request.principal!.id, amount),
      );
    },
  );
};
