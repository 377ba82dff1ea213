import { Text } from '@mantine/core';
import { auditActionLabels, auditSummary, type AuditEntry } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { formatCount, formatDateTime } from '../../lib/format';
import { LOAN_AUDIT_LIMIT, useLoanAudit } from './get-loan-audit';

const columns: Column<AuditEntry>[] = [
  { header: 'Fecha', render: (e) => formatDateTime(e.at) },
  { header: 'Administrador', render: (e) => e.administrator.name },
  { header: 'Acción', render: (e) => auditActionLabels[e.action] },
  {
    header: 'Cambios',
    render: (e) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {auditSummary(e)}
      </Text>
    ),
  },
];

/** What administrators did to the loan (approval, reschedules, write-off), newest first. */
export function LoanAuditTable({ loanId }: { loanId: number }) {
  const audit = useLoanAudit(loanId);
  const total = audit.data?.total ?? 0;
  return (
    <>
      <DataTable
        label="Historial"
        columns={columns}
        rows={audit.data?.items}
        rowKey={(e) => e.id}
        loading={audit.isPending}
        minWidth={620}
      />
      {total > LOAN_AUDIT_LIMIT && (
        <Text size="xs" c="dimmed" mt="xs">
          Se muestran los {LOAN_AUDIT_LIMIT} más recientes de {formatCount(total)}; el resto está en
          Auditoría.
        </Text>
      )}
    </>
  );
}
