import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PortfolioReport } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface PortfolioParams {
  /** 'YYYY-MM-DD'; the server's today when absent. */
  date?: string;
  organization?: number;
}

/** The portfolio at the end of a day, of one line or all (`GET /api/reports/portfolio`). */
export function getPortfolio(params: PortfolioParams): Promise<PortfolioReport> {
  return api.request<PortfolioReport>('/api/reports/portfolio', { query: { ...params } });
}

export function usePortfolio(params: PortfolioParams) {
  return useQuery({
    queryKey: queryKeys.reports.portfolio(params),
    queryFn: () => getPortfolio(params),
    placeholderData: keepPreviousData,
  });
}
