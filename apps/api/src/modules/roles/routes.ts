import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteResult,
  errorBody,
  idParam,
  permissionItem,
  permissionKeys,
  permissionLabels,
  role,
  roleBody,
  updateRoleBody,
} from '@app/domain';
import * as service from './service';

const tags = ['roles'];
const manage = { access: 'administrator', permission: 'administrators.manage' } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The permission catalogue and the roles made from it. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/permissions',
    {
      config: { access: 'administrator' },
      schema: { tags, response: { 200: z.array(permissionItem), ...errors } },
    },
    () => permissionKeys.map((key) => ({ key, label: permissionLabels[key] })),
  );

  app.get(
    '/api/roles',
    { config: manage, schema: { tags, response: { 200: z.array(role), ...errors } } },
    () => service.listRoles(db),
  );

  app.get(
    '/api/roles/:id',
    { config: manage, schema: { tags, params: idParam, response: { 200: role, ...errors } } },
    (request) => service.getRole(db, request.params.id),
  );

  app.post(
    '/api/roles',
    { config: manage, schema: { tags, body: roleBody, response: { 201: role, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await service.createRole(db, request.principal!.id, request.body)),
  );

  app.patch(
    '/api/roles/:id',
    {
      config: manage,
      schema: { tags, params: idParam, body: updateRoleBody, response: { 200: role, ...errors } },
    },
    (request) => service.updateRole(db, request.principal!.id, request.params.id, request.body),
  );

  app.delete(
    '/api/roles/:id',
    { config: manage, schema: { tags, params: idParam, response: { 200: deleteResult, ...errors } } },
    (request) => service.deleteRole(db, request.principal!.id, request.params.id),
  );
};
