import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import { bsText, terms, unitText, type OwnCreditRequest, type RequestStatus } from '@app/domain';
import type { Column } from '../../components/data-table';
import { formatDate } from '../../lib/format';

const statusColor: Record<RequestStatus, string> = {
  'Por revisar': 'yellow',
  Aprobado: 'teal',
  Rechazado: 'red',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    // Never shortened to 'Por re…' on a phone: the column keeps the badge's full width.
    <Badge variant="light" tt="none" color={statusColor[status]} miw="max-content">
      {status}
    </Badge>
  );
}

/**
 * Spec: requested amount (₽ and Bs), status and date. The Bs as the carrier typed them lead, the ₽
 * they were worth that day below; one cell, so the three columns fit a 360px phone without scrolling.
 */
export const ownRequestColumns: Column<OwnCreditRequest>[] = [
  {
    header: terms.requested,
    numeric: true,
    render: (r) => (
      <>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {bsText(r.amountBsRequested)}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {unitText(r.amount)}
        </Text>
      </>
    ),
  },
  { header: 'Estado', render: (r) => <RequestStatusBadge status={r.status} /> },
  { header: 'Fecha', render: (r) => formatDate(r.created) },
];
