import { unitPriceLabel, type Price, type SortKey } from '@app/domain';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { formatDateTime, formatRate } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListSort } from '../../lib/use-list-sort';
import { usePrices } from './get-prices';
import type { TitleHandle } from '../../lib/document-title';
import { useOpenableHref } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Tasas' };

// Built when drawn: the rate's column names the unit in force.
const columns = (): Column<Price, SortKey<'prices'>>[] => [
  { header: 'Fecha de creación', render: (price) => formatDateTime(price.created), sortKey: 'created' },
  { header: unitPriceLabel(), numeric: true, render: (price) => formatRate(price.amount) },
];

/** Spec: tasas, 'Tasas registradas': created date and the unit's price, newest first. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const sort = useListSort('prices');
  const prices = usePrices({ limit, offset, sort: sort.key, order: sort.order });
  return (
    <>
      <PageHeader title="Tasas registradas" addHref={useOpenableHref(paths.admin.addPrice)} />
      <DataTable
        label="Tasas registradas"
        columns={columns()}
        rows={prices.data?.items}
        rowKey={(price) => price.id}
        loading={prices.isPending}
        sort={sort}
        total={prices.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
      />
    </>
  );
}
