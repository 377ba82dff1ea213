import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carrier,
  carriersQuery,
  createCarrierBody,
  deleteResult,
  errorBody,
  idParam,
  messages,
  updateCarrierBody,
} from '@app/domain';
import { sendPage } from '../../lib/list-query';
import * as service from './service';

const tags = ['carriers'];
const access = { access: 'administrator' } as const;
/** The carrier the path names: another line's answers as an unknown one. */
const row = { kind: 'carrier', notFound: messages.notFound.carrier } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const carrierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/carrier',
    {
      config: access,
      schema: { tags, querystring: carriersQuery, response: { 200: z.array(carrier), ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, await service.listCarriers(db, request.query, request.principal!)),
  );

  app.get(
    '/api/carrier/:id',
    { config: { ...access, row }, schema: { tags, params: idParam, response: { 200: carrier, ...errors } } },
    (request) => service.getCarrier(db, request.params.id),
  );

  app.post(
    '/api/carrier',
    {
      config: { ...access, permission: 'registry.write' },
      schema: { tags, body: createCarrierBody, response: { 201: carrier, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCarrier(db, request.principal!, request.body)),
  );

  app.patch(
    '/api/carrier/:id',
    {
      config: { ...access, permission: 'registry.write', row },
      schema: { tags, params: idParam, body: updateCarrierBody, response: { 200: carrier, ...errors } },
    },
    (request) =>
      service.changeCarrierPassword(db, request.principal!.id, request.params.id, request.body.password),
  );

  app.delete(
    '/api/carrier/:id',
    {
      config: { ...access, permission: 'registry.write', row },
      schema: { tags, params: idParam, response: { 200: deleteResult, ...errors } },
    },
    (request) => service.deleteCarrier(db, request.principal!.id, request.params.id),
  );
};
