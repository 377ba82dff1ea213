import { useDisclosure } from '@mantine/hooks';
import { AUDIT_RANGE_MESSAGE, auditActionLabels, type AuditEntry, type SortKey } from '@app/domain';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListSort } from '../../lib/use-list-sort';
import { useAdministrators } from '../administrators';
import { auditSummary, recordLabel } from '@app/domain';
import { AuditFilters } from './audit-filters';
import { useAudit } from './get-audit';
import { useAuditFilters } from './use-audit-filters';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Auditoría' };

// The detail (modal, its table) is fetched when an admin first points at a row.
const loadModal = () => import('./audit-detail-modal');
const AuditDetailModal = lazy(loadModal);

/** As many administrators as one call lists (the API's page limit): the filter's options. */
const ADMINISTRATOR_OPTIONS = { limit: 100, offset: 0 };

const columns: Column<AuditEntry, SortKey<'audit'>>[] = [
  { header: 'Fecha', render: (e) => formatDateTime(e.at), sortKey: 'at' },
  { header: 'Administrador', render: (e) => e.administrator.name },
  { header: 'Acción', render: (e) => auditActionLabels[e.action] },
  { header: 'Registro', render: (e) => recordLabel(e) },
  { header: 'Cambios', render: (e) => auditSummary(e) },
];

/** The range the API would refuse (from after to), with the API's own message. */
const rangeErrorOf = (from: string, to: string) =>
  from && to && from > to ? AUDIT_RANGE_MESSAGE : undefined;

/** Auditoría: the append-only trail of what administrators changed, newest first; a row opens its detail. */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useAuditFilters();
  const rangeError = rangeErrorOf(filters.from, filters.to);
  const sort = useListSort('audit');
  const query = {
    from: filters.from || undefined,
    to: filters.to || undefined,
    administratorId: filters.administratorId,
    entity: filters.entity,
    entityId: filters.entityId,
    organization: filters.line,
    sort: sort.key,
    order: sort.order,
  };
  const audit = useAudit({ limit, offset, ...query }, !rangeError);
  const administrators = useAdministrators(ADMINISTRATOR_OPTIONS);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const [opened, { open, close }] = useDisclosure(false);

  const administratorOptions = (administrators.data?.items ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.firstNames} ${a.lastNames}`,
  }));
  // The trail outlives a deleted administrator: one chosen from the URL still reads as someone.
  const chosen = filters.administratorId;
  if (
    chosen !== undefined &&
    administrators.data &&
    !administratorOptions.some((o) => o.value === String(chosen))
  ) {
    const name = audit.data?.items.find((e) => e.administrator.id === chosen)?.administrator.name;
    administratorOptions.push({ value: String(chosen), label: name ?? `Administrador #${chosen}` });
  }

  const show = (entry: AuditEntry) => {
    setShown(entry);
    open();
  };
  const showOnKey = (entry: AuditEntry) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    show(entry);
  };

  return (
    <>
      <PageHeader title="Auditoría" actions={<ExportMenu path="/api/audit" params={query} />} />
      <AuditFilters
        from={filters.from}
        to={filters.to}
        administratorId={filters.administratorId}
        entity={filters.entity}
        entityId={filters.entityId}
        administrators={administratorOptions}
        rangeError={rangeError}
        onFromChange={filters.setFrom}
        onToChange={filters.setTo}
        onAdministratorChange={filters.setAdministratorId}
        onEntityChange={filters.setEntity}
        onEntityIdClear={filters.clearEntityId}
      />
      <DataTable
        label="Auditoría"
        columns={columns}
        // A refused range lists nothing; the message under 'Hasta' says why.
        rows={rangeError ? [] : audit.data?.items}
        rowKey={(e) => e.id}
        loading={!rangeError && audit.isPending}
        sort={sort}
        total={rangeError ? 0 : audit.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={900}
        rowProps={(entry) => ({
          onClick: () => show(entry),
          onKeyDown: showOnKey(entry),
          onPointerEnter: () => void loadModal(),
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
      />
      {shown && (
        <Suspense fallback={null}>
          <AuditDetailModal entry={shown} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
