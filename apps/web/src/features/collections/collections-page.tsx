import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useActionsIf } from '../../lib/permissions';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import type { TitleHandle } from '../../lib/document-title';
import { collectionColumns } from './collection-columns';
import { CollectionFilters } from './collection-filters';
import { useCollections } from './get-collections';
import { useCollectionFilters } from './use-collection-filters';

export const handle: TitleHandle = { title: 'Cobranza' };

/**
 * Cobranza: the loans in mora, most days past due first, by line, tramo and cédula; from each row
 * the loan, a WhatsApp message and a follow-up (its promise shows in the row once saved).
 */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useCollectionFilters();
  const rows = useCollections({
    limit,
    offset,
    organization: filters.organization,
    bucket: filters.bucket,
    dni: filters.dni || undefined,
  });

  return (
    <>
      <PageHeader title="Cobranza" />
      <CollectionFilters
        organization={filters.organization}
        bucket={filters.bucket}
        dni={filters.dni}
        onOrganizationChange={filters.setOrganization}
        onBucketChange={filters.setBucket}
        onDniChange={filters.setDni}
      />
      <DataTable
        label="Cobranza"
        columns={useActionsIf('collections.work', collectionColumns())}
        rows={rows.data?.items}
        rowKey={(r) => r.loan}
        rowLabel={(r) => `${r.carrier}, préstamo N° ${r.loan}`}
        loading={rows.isPending}
        total={rows.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={960}
      />
    </>
  );
}
