import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import type { OwnCreditRequest, RequestStatus } from '@app/domain';
import type { Column } from '../../components/data-table';
import { formatDate, formatEnteredBsAt, formatPetro } from '../../lib/format';

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

/** The Bs equivalent at the current rate (domain rules): what was typed while that rate holds; '—' until known. */
const bsAt = (r: OwnCreditRequest, rate: number | null | undefined) =>
  `${formatEnteredBsAt({ bs: r.amountBsRequested, rate: r.rate }, rate)} Bs`;

/**
 * Spec: requested amount (₽ and Bs), status and date. ₽ and Bs share one cell, so the three
 * columns fit a 360px phone without scrolling.
 */
export function ownRequestColumns(rate: number | null | undefined): Column<OwnCreditRequest>[] {
  return [
    {
      header: 'Monto solicitado',
      render: (r) => (
        <>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatPetro(r.amount)} ₽
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {bsAt(r, rate)}
          </Text>
        </>
      ),
    },
    { header: 'Estado', render: (r) => <RequestStatusBadge status={r.status} /> },
    { header: 'Fecha', render: (r) => formatDate(r.created) },
  ];
}
