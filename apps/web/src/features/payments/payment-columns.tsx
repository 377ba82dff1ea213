import { Anchor, Text } from '@mantine/core';
import { terms, type Payment, type SortKey } from '@app/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { Column } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { formatBs, formatDay, formatPetro, inUnit } from '../../lib/format';

/** The back-office columns; `status` renders the row's selector. */
export function paymentColumns(
  status: (payment: Payment) => ReactNode,
): Column<Payment, SortKey<'payments'>>[] {
  return [
    {
      header: 'Transportista',
      render: (p) => (
        <>
          <Text size="sm">{`${p.carrier.firstNames} ${p.carrier.lastNames}`}</Text>
          <Text size="xs" c="dimmed">
            {p.carrier.dni}
          </Text>
        </>
      ),
    },
    { header: inUnit('Monto'), numeric: true, render: (p) => formatPetro(p.amountInPetro) },
    { header: 'Monto (Bs)', numeric: true, render: (p) => formatBs(p.amountInBs), sortKey: 'amount' },
    { header: terms.reference, render: (p) => p.voucherCode },
    { header: 'Fecha', render: (p) => formatDay(p.date), sortKey: 'date' },
    { header: 'Estado', render: status },
    {
      header: 'Préstamo',
      detail: true,
      render: (p) => (
        <Anchor component={Link} to={paths.admin.loan.href(p.loan)} size="sm">
          Préstamo N° {p.loan}
        </Anchor>
      ),
    },
    {
      header: 'Comprobante',
      detail: true,
      render: (p) =>
        p.status === 'Aprobado' ? (
          <DownloadButton path={`/api/payment/${p.id}/receipt.pdf`} size="compact-sm" px={0}>
            Comprobante (PDF)
          </DownloadButton>
        ) : (
          'Disponible cuando el pago se apruebe'
        ),
    },
  ];
}
