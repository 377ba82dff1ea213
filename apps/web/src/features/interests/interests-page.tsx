import type { Interest, SortKey } from '@app/domain';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { formatDate, formatRate } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListSort } from '../../lib/use-list-sort';
import { useInterests } from './get-interests';
import type { TitleHandle } from '../../lib/document-title';
import { useOpenableHref } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Intereses' };

const columns: Column<Interest, SortKey<'interests'>>[] = [
  { header: 'Fecha de creación', render: (interest) => formatDate(interest.created), sortKey: 'created' },
  { header: 'Interés (%)', render: (interest) => formatRate(interest.amount) },
  { header: 'Interés para morosos', render: (interest) => (interest.applyOnLyMDefaulters ? 'Sí' : 'No') },
];

/** Spec: intereses, created date, interest % and 'Interés para morosos' yes/no, newest first. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const sort = useListSort('interests');
  const interests = useInterests({ limit, offset, sort: sort.key, order: sort.order });
  return (
    <>
      <PageHeader title="Intereses" addHref={useOpenableHref(paths.admin.addInterest)} />
      <DataTable
        label="Intereses"
        columns={columns}
        rows={interests.data?.items}
        rowKey={(interest) => interest.id}
        loading={interests.isPending}
        sort={sort}
        total={interests.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
      />
    </>
  );
}
