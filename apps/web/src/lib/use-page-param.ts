import { useSearchParams } from 'react-router';

import { DEFAULT_PAGE_SIZE } from '@app/domain';

/** Rows per list page: the API's default. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The current list page, kept in the URL (?pagina=2) so reload and back keep it. */
export function usePageParam(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('pagina'));
  const page = Number.isInteger(parsed) && parsed > 1 ? parsed : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('pagina', String(next));
      else updated.delete('pagina');
      return updated;
    });
  return { page, setPage, limit: pageSize, offset: (page - 1) * pageSize };
}
