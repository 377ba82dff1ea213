import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ledgerAccount,
  ledgerAccountBody,
  accountMappingBody,
  accountMappingItem,
  deleteResult,
  errorBody,
  idParam,
  updateLedgerAccountBody,
} from '@app/domain';
import * as service from './service';
import { getMapping, putMapping } from './mapping';

const tags = ['accounts'];
// The chart is a global setting: written only by administrators of every line.
const write = { access: 'administrator', permission: 'settings.write', everyLine: true } as const;
const read = { access: 'administrator' } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The chart of accounts and which account each movement kind posts to (issue 32). */
export const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/accounts',
    { config: read, schema: { tags, response: { 200: z.array(ledgerAccount), ...errors } } },
    () => service.listAccounts(db),
  );

  app.post(
    '/api/accounts',
    { config: write, schema: { tags, body: ledgerAccountBody, response: { 201: ledgerAccount, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await service.createAccount(db, request.principal!.id, request.body)),
  );

  app.get(
    '/api/accounts/mapping',
    { config: read, schema: { tags, response: { 200: z.array(accountMappingItem), ...errors } } },
    () => getMapping(db),
  );

  app.put(
    '/api/accounts/mapping',
    {
      config: write,
      schema: { tags, body: accountMappingBody, response: { 200: z.array(accountMappingItem), ...errors } },
    },
    (request) => putMapping(db, request.principal!.id, request.body),
  );

  app.patch(
    '/api/accounts/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParam,
        body: updateLedgerAccountBody,
        response: { 200: ledgerAccount, ...errors },
      },
    },
    (request) => service.updateAccount(db, request.principal!.id, request.params.id, request.body),
  );

  app.delete(
    '/api/accounts/:id',
    { config: write, schema: { tags, params: idParam, response: { 200: deleteResult, ...errors } } },
    (request) => service.deleteAccount(db, request.principal!.id, request.params.id),
  );
};
