import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizationPending,
  byCarrierQuery,
  errorBody,
  idParam,
  installmentView,
  loan,
  loansQuery,
  messageBody,
  payoff,
  payoffQuery,
  rescheduleBody,
  scheduleChange,
  writeOffBody,
} from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { refuseSelfDealing } from '../../lib/self-dealing';
import { holdForCheck } from '../authorizations';
import { sendPage } from '../../lib/list-query';
import { listCarrierLoans, listLoans, loanDetail, loanSchedule } from './loans-query';
import { loanStatementPdf } from './statement';
import { loanRow } from './readable-loan';
import { sendPdf } from '../../lib/pdf/send-pdf';
import { loanPayoff } from './payoff';
import { rescheduleLoan } from './reschedule';
import { scheduleHistory } from './schedule-history';
import { writeOffLoan } from './write-off';

const tags = ['loans'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...errors, 409: errorBody };
// A write four eyes may hold answers 202 instead.
const heldErrors = { ...writeErrors, 202: authorizationPending };

export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/api/loan',
    {
      config: { access: 'administrator' },
      schema: { tags, querystring: loansQuery, response: { 200: z.array(loan), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listLoans(db, request.query, request.principal!)),
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
    '/api/loan/:id',
    {
      config: { access: 'signedIn', row: loanRow },
      schema: { tags, summary: 'Un préstamo', params: idParam, response: { 200: loan, ...errors } },
    },
    (request) => loanDetail(db, request.principal!, request.params.id),
  );

  app.get(
    '/api/loan/:id/schedule',
    {
      config: { access: 'signedIn', row: loanRow },
      schema: { tags, params: idParam, response: { 200: z.array(installmentView), ...errors } },
    },
    (request) => loanSchedule(db, request.principal!, request.params.id),
  );

  app.get(
    '/api/loan/:id/statement.pdf',
    {
      config: { access: 'signedIn', row: loanRow },
      schema: { tags, summary: 'Estado de cuenta (PDF) de un préstamo', params: idParam, response: errors },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await loanStatementPdf(db, request.principal!, request.params.id, app.ctx.config.ORG_NAME),
      ),
  );

  app.get(
    '/api/loan/:id/schedule-history',
    {
      config: { access: 'signedIn', row: loanRow },
      schema: {
        tags,
        summary: 'Cuotas reemplazadas por cada reprogramación, la más reciente primero',
        params: idParam,
        response: { 200: z.array(scheduleChange), ...errors },
      },
    },
    (request) => scheduleHistory(db, request.principal!, request.params.id),
  );

  app.get(
    '/api/loan/:id/payoff',
    {
      config: { access: 'signedIn', row: loanRow },
      schema: {
        tags,
        summary: 'Monto que cancela el préstamo en una fecha',
        params: idParam,
        querystring: payoffQuery,
        response: { 200: payoff, ...writeErrors },
      },
    },
    (request) =>
      loanPayoff(db, request.principal!, request.params.id, request.query.date, config.MORA_GRACE_DAYS),
  );

  app.post(
    '/api/loan/:id/reschedule',
    {
      config: { access: 'administrator', permission: 'loans.restructure', row: loanRow },
      schema: { tags, params: idParam, body: rescheduleBody, response: { 200: messageBody, ...heldErrors } },
    },
    async (request, reply) => {
      const route = { name: 'loan-reschedule', statusCode: 200 };
      const { id: loanId } = request.params;
      const adminId = request.principal!.id;
      // Nobody asks to restructure his own loan either: refused before the operation waits.
      await refuseSelfDealing(app.ctx.db, adminId, { loan: loanId });
      const held = await holdForCheck(app.ctx, request, reply, route, 'loan.reschedule', {
        loanId,
        body: request.body,
      });
      if (held) return held;
      return replyOnce(app.ctx, request, reply, route, async (tx) => {
        await refuseSelfDealing(tx, adminId, { loan: loanId });
        return rescheduleLoan(tx, config, adminId, loanId, request.body);
      });
    },
  );

  app.post(
    '/api/loan/:id/write-off',
    {
      config: { access: 'administrator', permission: 'loans.writeoff', row: loanRow },
      schema: { tags, params: idParam, body: writeOffBody, response: { 200: messageBody, ...heldErrors } },
    },
    async (request, reply) => {
      const route = { name: 'loan-write-off', statusCode: 200 };
      const { id: loanId } = request.params;
      const adminId = request.principal!.id;
      await refuseSelfDealing(app.ctx.db, adminId, { loan: loanId });
      const held = await holdForCheck(app.ctx, request, reply, route, 'loan.writeoff', {
        loanId,
        body: request.body,
      });
      if (held) return held;
      return replyOnce(app.ctx, request, reply, route, async (tx) => {
        await refuseSelfDealing(tx, adminId, { loan: loanId });
        return writeOffLoan(tx, config, adminId, loanId, request.body);
      });
    },
  );
};
