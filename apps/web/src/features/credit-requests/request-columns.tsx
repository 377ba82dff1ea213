import type { CreditRequest, SortKey } from '@app/domain';
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table';
import { DocumentsPanel } from '../documents';
import { formatBs, formatDate, formatPetro, inUnit } from '../../lib/format';

/**
 * The back-office columns. The Bs are what the applicant typed, the ₽ what they were worth at that
 * day's rate (stored with the request); `status` renders the row's selector. E-mail and phone open
 * in the row's detail (decision 15).
 */
export function requestColumns(
  status: (request: CreditRequest) => ReactNode,
): Column<CreditRequest, SortKey<'requests'>>[] {
  return [
    { header: 'Fecha', render: (r) => formatDate(r.created), sortKey: 'created' },
    { header: 'Afiliado', render: (r) => `${r.affiliate.firstNames} ${r.affiliate.lastNames}` },
    { header: 'Cédula', render: (r) => r.affiliate.dni },
    { header: 'Correo', render: (r) => r.affiliate.email, detail: true },
    { header: 'Teléfono', render: (r) => r.affiliate.phoneNumber, detail: true },
    // Fetched when the row opens: an analyst sees the papers before deciding (issue 31).
    {
      header: 'Documentos',
      render: (r) => <DocumentsPanel affiliateId={r.affiliate.id} requestId={r.id} />,
      detail: true,
      wide: true,
    },
    { header: 'Monto (Bs)', render: (r) => formatBs(r.amountBsRequested), numeric: true },
    { header: inUnit('Monto'), render: (r) => formatPetro(r.amount), sortKey: 'amount', numeric: true },
    { header: 'Estado', render: status },
  ];
}
