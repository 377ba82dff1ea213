import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteResult,
  errorBody,
  idParam,
  messages,
  organization,
  organizationBody,
  organizationOption,
  organizationsQuery,
} from '@app/domain';
import { sendPage } from '../../lib/list-query';
import * as service from './service';

const tags = ['organizations'];
const access = { access: 'administrator' } as const;
/** An organization outside a limited administrator's lines answers as an unknown one. */
const row = { kind: 'organization', notFound: messages.notFound.organization } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/organization',
    {
      config: access,
      schema: { tags, querystring: organizationsQuery, response: { 200: z.array(organization), ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, await service.listOrganizations(db, request.query, request.principal!)),
  );

  app.get(
    '/api/organization/options',
    { config: access, schema: { tags, response: { 200: z.array(organizationOption), ...errors } } },
    (request) => service.organizationOptions(db, request.principal!),
  );

  app.get(
    '/api/organization/:id',
    {
      config: { ...access, row },
      schema: { tags, params: idParam, response: { 200: organization, ...errors } },
    },
    (request) => service.getOrganization(db, request.params.id),
  );

  app.post(
    '/api/organization',
    {
      // A new line is a global change: administrators of every line only.
      config: { ...access, permission: 'registry.write', everyLine: true },
      schema: { tags, body: organizationBody, response: { 201: organization, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOrganization(db, request.principal!.id, request.body)),
  );

  app.patch(
    '/api/organization/:id',
    {
      config: { ...access, permission: 'registry.write', row },
      schema: {
        tags,
        params: idParam,
        body: organizationBody.partial(),
        response: { 200: organization, ...errors },
      },
    },
    (request) => service.updateOrganization(db, request.principal!.id, request.params.id, request.body),
  );

  app.delete(
    '/api/organization/:id',
    {
      config: { ...access, permission: 'registry.write', row },
      schema: { tags, params: idParam, response: { 200: deleteResult, ...errors } },
    },
    (request) => service.deleteOrganization(db, request.principal!.id, request.params.id),
  );
};
