import type { Fund } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { formatBs, formatDay, formatPetro, inUnit } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { ListFilters } from '../../components/list-filters';
import { useFunds } from './get-funds';
import type { BookSortKey } from './get-incomes';
import { useListSort } from '../../lib/use-list-sort';
import { useListFilters } from '../../lib/use-list-filters';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Fondos' };

// Built when drawn, not at import: the headers name the unit in force.
const columns = (): Column<Fund, BookSortKey>[] => [
  { header: 'Responsable', render: (f) => `${f.responsible.firstNames} ${f.responsible.lastNames}` },
  { header: 'Origen', render: (f) => f.origin },
  {
    header: inUnit('Monto'),
    numeric: true,
    render: (f) => formatPetro(f.ingress.incomeAmount),
    sortKey: 'amount',
  },
  { header: 'Monto (Bs)', numeric: true, render: (f) => formatBs(f.ingress.incomeAmountBs) },
  { header: 'Motivo', render: (f) => f.ingress.reasonForAdmission },
  { header: 'Fecha', render: (f) => formatDay(f.ingress.date), sortKey: 'date' },
];

/** Spec: fondos, the incomes recorded as funds, by date and reason. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const sort = useListSort('funds');
  const query = {
    date: filters.date || undefined,
    reasonForAdmission: filters.reason || undefined,
    sort: sort.key,
    order: sort.order,
  };
  const funds = useFunds({ limit, offset, ...query });

  return (
    <>
      <PageHeader title="Fondos" actions={<ExportMenu path="/api/funds" params={query} />} />
      <ListFilters
        date={{ value: filters.date, onChange: filters.setDate }}
        reason={{ value: filters.reason, onChange: filters.setReason }}
      />
      <DataTable
        label="Fondos"
        columns={columns()}
        rows={funds.data?.items}
        rowKey={(f) => f.id}
        loading={funds.isPending}
        sort={sort}
        total={funds.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={760}
      />
    </>
  );
}
