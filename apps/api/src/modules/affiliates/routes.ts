import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliate,
  affiliateBody,
  affiliatesQuery,
  deleteResult,
  errorBody,
  idParam,
  messages,
} from '@app/domain';
import { sendPage } from '../../lib/list-query';
import * as service from './service';

const tags = ['affiliates'];
const access = { access: 'administrator' } as const;
/** The affiliate the path names: another line's answers as an unknown one. */
const row = { kind: 'affiliate', notFound: messages.notFound.affiliate } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/affiliate',
    {
      config: access,
      schema: { tags, querystring: affiliatesQuery, response: { 200: z.array(affiliate), ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, await service.listAffiliates(db, request.query, request.principal!)),
  );

  app.get(
    '/api/affiliate/:id',
    {
      config: { ...access, row },
      schema: { tags, params: idParam, response: { 200: affiliate, ...errors } },
    },
    (request) => service.getAffiliate(db, request.params.id),
  );

  app.post(
    '/api/affiliate',
    {
      config: { ...access, permission: 'registry.write' },
      schema: { tags, body: affiliateBody, response: { 201: affiliate, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAffiliate(db, request.principal!, request.body)),
  );

  app.patch(
    '/api/affiliate/:id',
    {
      config: { ...access, permission: 'registry.write', row },
      schema: {
        tags,
        params: idParam,
        body: affiliateBody.partial(),
        response: { 200: affiliate, ...errors },
      },
    },
    (request) => service.updateAffiliate(db, request.principal!, request.params.id, request.body),
  );

  app.delete(
    '/api/affiliate/:id',
    {
      config: { ...access, permission: 'registry.write', row },
      schema: { tags, params: idParam, response: { 200: deleteResult, ...errors } },
    },
    (request) => service.deleteAffiliate(db, request.principal!.id, request.params.id),
  );
};
