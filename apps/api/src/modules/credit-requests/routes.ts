import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateLookup,
  authorizationPending,
  createdRequestBody,
  creditRequest,
  decideRequestBody,
  decisionBody,
  documentsCheck as documentsCheckAnswer,
  errorBody,
  idParam,
  lookupParams,
  messages,
  ownCreditRequest,
  paginationQuery,
  publicRequestBody,
  requestsQuery,
} from '@app/domain';
import { idempotencyKeyOf, replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { HttpError } from '../../plugins/errors';
import { applicantOf, applicationUploadToken, createRequest } from './create-request';
import { refuseSelfDealing } from '../../lib/self-dealing';
import { approveRequest, rejectRequest } from './decide-request';
import { lookupAffiliate } from './lookup';
import { documentsCheck } from './required-documents';
import { findRequest, listOwnRequests, listRequests } from './requests-query';
import { holdForCheck } from '../authorizations';

const tags = ['credit requests'];
/** A route's request: outside a limited administrator's lines it answers as an unknown one. */
const requestRow = { kind: 'request', notFound: messages.requestNotFound } as const;
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};

export const creditRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  // Anyone can call these two from the landing page: limited per address.
  const publicLimit = { max: config.PUBLIC_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/api/affiliate/lookup/:dni',
    {
      config: { access: 'public', rateLimit: publicLimit },
      schema: { tags, params: lookupParams, response: { 200: affiliateLookup, ...errors } },
    },
    (request) => lookupAffiliate(db, request.params.dni),
  );

  app.post(
    '/api/request-carrier',
    {
      config: { access: 'public', rateLimit: publicLimit },
      schema: {
        tags,
        body: publicRequestBody.partial({ dni: true }),
        response: { 201: createdRequestBody, ...errors },
      },
    },
    async (request, reply) => {
      const who = applicantOf(request.principal, request.body.dni);
      if (!who) throw new HttpError(400, messages.requiredDot, { dni: messages.requiredDot });
      const answer = await createRequest(app.ctx, who, request.body.amount, idempotencyKeyOf(request));
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      // A carrier has a session to attach documents with; the landing's applicant gets a token.
      const body =
        'dni' in who
          ? { ...answer.body, uploadToken: await applicationUploadToken(app.ctx, answer.body.id) }
          : answer.body;
      return reply.status(answer.statusCode).send(body);
    },
  );

  app.get(
    '/api/request-carrier',
    {
      config: { access: 'administrator' },
      schema: { tags, querystring: requestsQuery, response: { 200: z.array(creditRequest), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listRequests(db, request.query, request.principal!)),
  );

  app.get(
    '/api/request-carrier/mine',
    {
      config: { access: 'carrier' },
      schema: { tags, querystring: paginationQuery, response: { 200: z.array(ownCreditRequest), ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, await listOwnRequests(db, request.principal!.id, request.query)),
  );

  app.get(
    '/api/request-carrier/:id',
    {
      config: { access: 'administrator', row: requestRow },
      schema: { tags, params: idParam, response: { 200: creditRequest, ...errors } },
    },
    async (request) => {
      const found = await findRequest(db, request.params.id);
      if (!found) throw new HttpError(404, messages.requestNotFound);
      return found;
    },
  );

  // What the approval still waits for (REQUIRED_DOCUMENTS not verified), for the row and the modal.
  app.get(
    '/api/request-carrier/:id/documents-check',
    {
      config: { access: 'administrator', row: requestRow },
      schema: { tags, params: idParam, response: { 200: documentsCheckAnswer, ...errors } },
    },
    (request) => documentsCheck(db, config, request.params.id),
  );

  app.patch(
    '/api/request-carrier',
    {
      config: {
        access: 'administrator',
        permission: 'requests.decide',
        row: { ...requestRow, inBody: true },
      },
      schema: {
        tags,
        body: decideRequestBody,
        response: { 200: decisionBody, 202: authorizationPending, ...errors },
      },
    },
    async (request, reply) => {
      const { id, status, loanData } = request.body;
      const adminId = request.principal!.id;
      if (status === 'Aprobado' && !loanData)
        throw new HttpError(400, messages.loanDataRequired, { loanData: messages.loanDataRequired });
      const route = { name: 'request-decision', statusCode: 200 };
      // Only an approval lends money: a rejection never waits. Nobody asks to lend to himself
      // either: refused before the operation waits for a checker (the decision's claim refuses it too).
      const held =
        status === 'Aprobado' &&
        (await holdForCheck(
          app.ctx,
          request,
          reply,
          route,
          'request.approve',
          { id, loanData: loanData! },
          () => refuseSelfDealing(app.ctx.db, adminId, { request: id }),
        ));
      if (held) return held;
      return replyOnce(app.ctx, request, reply, route, (tx) =>
        status === 'Aprobado'
          ? approveRequest(tx, app.ctx.config, id, adminId, loanData!)
          : rejectRequest(tx, id, adminId),
      );
    },
  );
};
