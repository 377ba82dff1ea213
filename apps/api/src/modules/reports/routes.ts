import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, portfolioQuery, portfolioReport } from '@app/domain';
import { businessDate, type PortfolioReport } from '@app/domain';
import { singleFlight, slots } from '../../lib/slots';
import { keepIfStale } from './kept-standings';
import { buildPortfolioReport } from './portfolio';

const tags = ['reports'];

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // A report reads every loan that can be out (0.7 s, ~40 MB of PostgreSQL work memory): two at a
  // time per server, and requests for the same day and line while one runs share its answer.
  const reportSlot = slots(2);
  const sameReport = singleFlight<PortfolioReport>();
  const keeping = new Set<string>();
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
    (request) => {
      const { date, organization } = request.query;
      // The administrator's lines are part of what the report is: two of them share an answer only for the same ones.
      const lines = request.principal!.lines?.join(',') ?? '';
      const day = date ?? businessDate();
      const key = `${day}|${organization ?? ''}|${lines}`;
      return sameReport(key, () =>
        reportSlot(async () => {
          const report = await buildPortfolioReport(app.ctx.db, request.query, request.principal!);
          // A day asked once is likely asked again: its standings are kept after this answer, and
          // kept again once many loans changed since (a day after today is never kept ahead).
          if (day <= businessDate() && !keeping.has(day)) {
            keeping.add(day);
            void keepIfStale(app.ctx.db, day, reportSlot)
              .catch((err: unknown) =>
                request.log.error({ err, day }, 'keeping the portfolio standings failed'),
              )
              .finally(() => keeping.delete(day));
          }
          return report;
        }),
      );
    },
  );
};
