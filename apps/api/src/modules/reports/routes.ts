import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, portfolioQuery, portfolioReport } from '@app/domain';
import { buildPortfolioReport } from './portfolio';

const tags = ['reports'];

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/portfolio',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        querystring: portfolioQuery,
        response: { 200: portfolioReport, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => buildPortfolioReport(app.ctx.db, request.query),
  );
};
