import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  byCarrierQuery,
  createPaymentBody,
  decidePaymentBody,
  errorBody,
  idParam,
  messages,
  payment,
  paymentsQuery,
} from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { sendPage } from '../../lib/list-query';
import { listCarrierPayments, listPayments } from './payments-list';
import * as service from './service';
import { paymentReceiptPdf } from './receipt';
import { sendPdf } from '../../lib/pdf/send-pdf';

const tags = ['payments'];
/** A route's payment: outside a limited administrator's lines it answers as an unknown one. */
const paymentRow = { kind: 'payment', notFound: messages.paymentNotFound } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/payment',
    {
      config: { access: 'carrier' },
      schema: {
        tags,
        body: createPaymentBody,
        response: { 201: payment.extend({ message: z.string() }), ...errors },
      },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'payment', statusCode: 201 }, (tx) =>
        service.reportPayment(tx, request.principal!.id, request.body),
      ),
  );

  app.patch(
    '/api/payment',
    {
      config: {
        access: 'administrator',
        permission: 'payments.decide',
        row: { ...paymentRow, inBody: true },
      },
      schema: {
        tags,
        body: decidePaymentBody,
        response: { 200: z.object({ message: z.string(), payment }), ...errors },
      },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'payment-decision', statusCode: 200 }, (tx) =>
        service.decidePayment(tx, request.principal!.id, request.body.id, request.body.status),
      ),
  );

  app.get(
    '/api/payment',
    {
      config: { access: 'administrator' },
      schema: { tags, querystring: paymentsQuery, response: { 200: z.array(payment), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listPayments(db, request.query, request.principal!)),
  );

  app.get(
    '/api/payment/by-carrier',
    {
      config: { access: 'signedIn' },
      schema: { tags, querystring: byCarrierQuery, response: { 200: z.array(payment), ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, await listCarrierPayments(db, request.principal!, request.query)),
  );

  app.get(
    '/api/payment/:id',
    {
      config: { access: 'signedIn', row: paymentRow },
      schema: { tags, params: idParam, response: { 200: payment, ...errors } },
    },
    (request) => service.getPayment(db, request.principal!, request.params.id),
  );

  app.get(
    '/api/payment/:id/receipt.pdf',
    {
      config: { access: 'signedIn', row: paymentRow },
      schema: { tags, summary: 'Comprobante (PDF) de un pago aprobado', params: idParam, response: errors },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await paymentReceiptPdf(db, request.principal!, request.params.id, app.ctx.config.ORG_NAME),
      ),
  );
};
