import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { auditActionLabels, auditMoneyText, auditSummary, recordLabel, type AuditEntry } from '@app/domain';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { formatCount, formatDateTime } from '../../lib/format';
import { LOAN_AUDIT_LIMIT, useLoanAudit } from './get-loan-audit';

/** The record an entry is about, linked to its own entries in Auditoría. */
const recordLink = (e: AuditEntry) =>
  e.entityId === null ? (
    recordLabel(e)
  ) : (
    <Anchor component={Link} to={paths.admin.auditRecord(e.entity, e.entityId)} size="sm">
      {recordLabel(e)}
    </Anchor>
  );

const columns: Column<AuditEntry>[] = [
  { header: 'Fecha', render: (e) => formatDateTime(e.at) },
  { header: 'Administrador', render: (e) => e.administrator.name },
  { header: 'Acción', render: (e) => auditActionLabels[e.action] },
  { header: 'Registro', render: recordLink },
  { header: 'Monto', render: (e) => auditMoneyText(e), numeric: true },
  {
    header: 'Cambios',
    render: (e) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {auditSummary(e)}
      </Text>
    ),
  },
];

/**
 * What happened to the loan and its money, newest first: its approval, the decisions on its
 * payments, the incomes applied to it, reschedules and write-off; each links to its record's entries.
 */
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
        minWidth={860}
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
