import { Text } from '@mantine/core';
import { loanAmountNotes, loanStatuses } from '@app/domain';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useLoans } from './get-loans';
import { ListFilters } from '../../components/list-filters';
import { LoansTable } from './loans-table';
import { useListFilters } from '../../lib/use-list-filters';
import { useListSort } from '../../lib/use-list-sort';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Préstamos' };

/** Spec: prestamos, every loan by date, status and cédula; rows in mora are tinted pink. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const status = filters.status(loanStatuses);
  const sort = useListSort('loans');
  const query = {
    date: filters.date || undefined,
    status,
    dni: filters.dni || undefined,
    organization: filters.line,
    sort: sort.key,
    order: sort.order,
  };
  const loans = useLoans({ limit, offset, ...query });

  return (
    <>
      <PageHeader title="Prestamos" actions={<ExportMenu path="/api/loan" params={query} />} />
      <ListFilters
        date={{ value: filters.date, onChange: filters.setDate }}
        status={{ value: status, options: loanStatuses, onChange: filters.setStatus }}
        dni={{ value: filters.dni, onChange: filters.setDni }}
      />
      <LoansTable
        loans={loans.data?.items}
        loading={loans.isPending}
        total={loans.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        sort={sort}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {loanAmountNotes.asHappened}
      </Text>
    </>
  );
}
