import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizationPending,
  createExpenseBody,
  createIncomeBody,
  errorBody,
  expense,
  expensesQuery,
  fund,
  fundsQuery,
  income,
  incomesQuery,
} from '@app/domain';
import { replyOnce } from '../../lib/idempotency';
import { holdForCheck } from '../authorizations';
import { sendPage } from '../../lib/list-query';
import { createExpense } from './expenses';
import { listExpenses } from './expenses-list';
import { listFunds } from './funds';
import { createIncome } from './incomes';
import { listIncomes } from './incomes-list';

const tags = ['books'];
const access = { access: 'administrator' } as const;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/ingress',
    {
      config: access,
      schema: { tags, querystring: incomesQuery, response: { 200: z.array(income), ...errors } },
    },
    async (request, reply) => {
      const page = await listIncomes(db, request.query, request.principal!);
      // The title's total: every matching row, summed by the database.
      reply.header('X-Total-Petro', page.totalPetro);
      return sendPage(reply, page);
    },
  );

  app.post(
    '/api/ingress',
    {
      config: { ...access, permission: 'books.write' },
      schema: { tags, body: createIncomeBody, response: { 201: income, ...errors } },
    },
    (request, reply) =>
      replyOnce(app.ctx, request, reply, { name: 'income', statusCode: 201 }, (tx) =>
        createIncome(tx, request.principal!, request.body),
      ),
  );

  app.get(
    '/api/expenses',
    {
      config: access,
      schema: { tags, querystring: expensesQuery, response: { 200: z.array(expense), ...errors } },
    },
    async (request, reply) => {
      const page = await listExpenses(db, request.query, request.principal!);
      reply.header('X-Total-Petro', page.totalPetro);
      return sendPage(reply, page);
    },
  );

  app.post(
    '/api/expenses',
    {
      // An expense names no carrier: a row tied to no line, for administrators of every line.
      config: { ...access, permission: 'books.write', everyLine: true },
      schema: {
        tags,
        body: createExpenseBody,
        response: { 201: expense, 202: authorizationPending, ...errors },
      },
    },
    async (request, reply) => {
      const route = { name: 'expense', statusCode: 201 };
      const held = await holdForCheck(app.ctx, request, reply, route, 'expense.create', request.body);
      if (held) return held;
      return replyOnce(app.ctx, request, reply, route, (tx) =>
        createExpense(tx, request.principal!.id, request.body),
      );
    },
  );

  app.get(
    '/api/funds',
    {
      // Funds are tied to no line: for administrators of every line.
      config: { ...access, everyLine: true },
      schema: { tags, querystring: fundsQuery, response: { 200: z.array(fund), ...errors } },
    },
    async (request, reply) => sendPage(reply, await listFunds(db, request.query)),
  );
};
