import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  administrator,
  administratorsQuery,
  createAdministratorBody,
  deleteResult,
  errorBody,
  idParam,
  messages,
  updateAdministratorBody,
} from '@app/domain';
import { sendPage } from '../../lib/list-query';
import * as service from './service';

const tags = ['administrators'];
const access = { access: 'administrator' } as const;
/** An administrator beyond a limited manager's lines (one of every line included) answers as an unknown one. */
const row = { kind: 'administrator', notFound: messages.notFound.administrator } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const administratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/users',
    {
      config: { ...access, permission: 'administrators.manage' },
      schema: {
        tags,
        querystring: administratorsQuery,
        response: { 200: z.array(administrator), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await service.listAdministrators(db, request.query)),
  );

  app.get(
    '/api/users/:id',
    {
      config: { ...access, permission: 'administrators.manage', row },
      schema: { tags, params: idParam, response: { 200: administrator, ...errors } },
    },
    (request) => service.getAdministrator(db, request.params.id),
  );

  app.post(
    '/api/users',
    {
      config: { ...access, permission: 'administrators.manage' },
      schema: { tags, body: createAdministratorBody, response: { 201: administrator, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAdministrator(db, request.principal!.id, request.body)),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { ...access, permission: 'administrators.manage', row },
      schema: {
        tags,
        params: idParam,
        body: updateAdministratorBody,
        response: { 200: administrator, ...errors },
      },
    },
    (request) => service.updateAdministrator(db, request.principal!, request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { ...access, permission: 'administrators.manage', row },
      schema: { tags, params: idParam, response: { 200: deleteResult, ...errors } },
    },
    (request) => service.deleteAdministrator(db, request.principal!.id, request.params.id),
  );
};
