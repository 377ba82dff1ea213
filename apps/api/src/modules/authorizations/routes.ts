import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorization,
  authorizationDecision,
  authorizationMessages,
  authorizationRules,
  authorizationsQuery,
  errorBody,
  idParam,
  messageBody,
  rejectAuthorizationBody,
} from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { approveAuthorization, rejectAuthorization } from './decide';
import { listAuthorizations } from './list';
import { readRules, saveRules } from './rules';

const tags = ['authorizations'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
// A checker limited to lines reaches only operations on his lines' rows: others answer as unknown.
const check = {
  access: 'administrator',
  permission: 'authorizations.check',
  row: { kind: 'authorization', notFound: authorizationMessages.notFound },
} as const;

/** Four eyes: the rules, the operations waiting for a second administrator, and their decisions. */
export const authorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const days = config.AUTHORIZATION_EXPIRY_DAYS;

  // Any administrator reads the rules (Configuración shows them, read-only without settings.write).
  app.get(
    '/api/settings/authorizations',
    {
      config: { access: 'administrator' },
      schema: { tags, response: { 200: authorizationRules, ...errors } },
    },
    () => readRules(db),
  );

  app.put(
    '/api/settings/authorizations',
    {
      // The rules are global settings: for administrators of every line.
      config: { access: 'administrator', permission: 'settings.write', everyLine: true },
      schema: {
        tags,
        body: authorizationRules,
        response: { 200: authorizationRules.extend(messageBody.shape), ...errors },
      },
    },
    (request) => saveRules(db, request.principal!.id, request.body),
  );

  // Readable by every administrator, as every list: the maker follows his own; the count is the sidebar's.
  app.get(
    '/api/authorizations',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        querystring: authorizationsQuery,
        response: { 200: z.array(authorization), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAuthorizations(db, days, request.query, request.principal!)),
  );

  app.post(
    '/api/authorizations/:id/approve',
    { config: check, schema: { tags, params: idParam, response: { 200: authorizationDecision, ...errors } } },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'authorization-approve', statusCode: 200 }, (tx) =>
        approveAuthorization(tx, config, request.principal!.id, request.params.id),
      ),
  );

  app.post(
    '/api/authorizations/:id/reject',
    {
      config: check,
      schema: {
        tags,
        params: idParam,
        body: rejectAuthorizationBody,
        response: { 200: authorizationDecision, ...errors },
      },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'authorization-reject', statusCode: 200 }, (tx) =>
        rejectAuthorization(tx, config, request.principal!.id, request.params.id, request.body.reason),
      ),
  );
};
