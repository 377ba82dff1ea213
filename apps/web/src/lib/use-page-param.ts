import { DEFAULT_PAGE_SIZE } from '@app/domain';

import { useUrlParams } from './use-url-params';

/** Rows per list page: the API's default. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The current list page, kept in the URL (?pagina=2) so reload and back keep it. */
export function usePageParam(pageSize: number) {
  const [params, update] = useUrlParams();
  const parsed = Number(params.get('pagina'));
  const page = Number.isInteger(parsed) && parsed > 1 ? parsed : 1;
  const setPage = (next: number) =>
    update((updated) => {
      if (next > 1) updated.set('pagina', String(next));
      else updated.delete('pagina');
    });
  return { page, setPage, limit: pageSize, offset: (page - 1) * pageSize };
}
