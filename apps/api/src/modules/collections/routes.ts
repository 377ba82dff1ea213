import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionRow,
  collectionsQuery,
  errorBody,
  followUp,
  followUpBody,
  idParam,
  reminder,
} from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { listCollections } from './desk';
import { listFollowUps, recordFollowUp } from './follow-ups';
import { listReminders } from './reminders';
import { loanRow } from '../loans';

const tags = ['collections'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The cobranza desk and the collectors' follow-ups (administrators). */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/collections',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Préstamos en mora, los de más días de atraso primero',
        querystring: collectionsQuery,
        response: { 200: z.array(collectionRow), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listCollections(db, request.query, request.principal!)),
  );

  app.get(
    '/api/loan/:id/follow-ups',
    {
      config: { access: 'administrator', row: loanRow },
      schema: { tags, params: idParam, response: { 200: z.array(followUp), ...errors } },
    },
    (request) => listFollowUps(db, request.params.id),
  );

  app.post(
    '/api/loan/:id/follow-ups',
    {
      config: { access: 'administrator', permission: 'collections.work', row: loanRow },
      schema: {
        tags,
        params: idParam,
        body: followUpBody,
        response: { 201: followUp.extend({ message: z.string() }), ...errors },
      },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'loan-follow-up', statusCode: 201 }, (tx) =>
        recordFollowUp(tx, request.principal!.id, request.params.id, request.body),
      ),
  );

  app.get(
    '/api/loan/:id/reminders',
    {
      config: { access: 'administrator', row: loanRow },
      schema: {
        tags,
        summary: 'Recordatorios enviados de un préstamo, el más reciente primero',
        params: idParam,
        response: { 200: z.array(reminder), ...errors },
      },
    },
    (request) => listReminders(db, request.params.id),
  );
};
