import { Text } from '@mantine/core';
import { requestAmountsNote } from '@app/domain';
import { paths } from '../../app/paths';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { ownRequestColumns } from './own-request-columns';
import { useOwnRequests } from './own-requests';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Solicitudes' };

/** Spec: lista-solicitudes, 'Solicitudes': the carrier's own requests and a link to add one. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const requests = useOwnRequests({ limit, offset });
  return (
    <>
      <PageHeader title="Solicitudes" addHref={paths.carrier.addRequest} />
      <DataTable
        label="Solicitudes"
        columns={ownRequestColumns}
        rows={requests.data?.items}
        rowKey={(request) => request.id}
        loading={requests.isPending}
        total={requests.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {requestAmountsNote()}
      </Text>
    </>
  );
}
