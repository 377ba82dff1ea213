import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byCarrierQuery, errorBody, idParam, installmentView, loan, loansQuery } from '@app/domain';
import { sendPage } from '../../lib/list-query';
import { listCarrierLoans, listLoans, loanSchedule } from './loans-query';
import { loanStatementPdf } from './statement';
import { sendPdf } from '../../lib/pdf/send-pdf';

const tags = ['loans'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/loan',
    {
      config: { access: 'administrator' },
      schema: { tags, querystring: loansQuery, response: { 200: z.array(loan), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listLoans(db, request.query)),
  );

  app.get(
    '/api/loan/by-carrier',
    {
      config: { access: 'signedIn' },
      schema: { tags, querystring: byCarrierQuery, response: { 200: z.array(loan), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listCarrierLoans(db, request.principal!, request.query)),
  );

  app.get(
    '/api/loan/:id/schedule',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: z.array(installmentView), ...errors } },
    },
    (request) => loanSchedule(db, request.principal!, request.params.id),
  );

  app.get(
    '/api/loan/:id/statement.pdf',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Estado de cuenta (PDF) de un préstamo', params: idParam, response: errors },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await loanStatementPdf(db, request.principal!, request.params.id, app.ctx.config.ORG_NAME),
      ),
  );
};
