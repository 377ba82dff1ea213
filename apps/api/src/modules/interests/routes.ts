import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInterestBody, errorBody, interest, interestsQuery, messages } from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { HttpError } from '../../plugins/errors';
import * as service from './service';

const tags = ['interests'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/interests',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        querystring: interestsQuery,
        response: { 200: z.union([z.array(interest), interest]), ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.getLast === 'true') {
        const last = await service.latestInterest(db, request.query.applyOnLyMDefaulters);
        if (!last) throw new HttpError(404, messages.noInterestYet);
        return last;
      }
      return sendPage(reply, await service.listInterests(db, request.query));
    },
  );

  app.post(
    '/api/interests',
    {
      config: { access: 'administrator', permission: 'settings.write', everyLine: true },
      schema: { tags, body: createInterestBody, response: { 201: interest, ...errors } },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'interest', statusCode: 201 }, (tx) =>
        service.createInterest(tx, request.principal!.id, request.body),
      ),
  );
};
