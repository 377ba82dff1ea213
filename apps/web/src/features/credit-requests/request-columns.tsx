import type { CreditRequest, SortKey } from '@app/domain';
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table';
import { formatDate, formatEnteredBsAt, formatPetro } from '../../lib/format';

/**
 * The back-office columns. The Bs column is an equivalent at the current rate (`rate`): the Bs the
 * applicant typed while that rate holds, in proportion when it changed; `status` renders the row's
 * selector. E-mail and phone open in the row's detail (decision 15).
 */
export function requestColumns(
  rate: number | undefined,
  status: (request: CreditRequest) => ReactNode,
): Column<CreditRequest, SortKey<'requests'>>[] {
  return [
    { header: 'Fecha', render: (r) => formatDate(r.created), sortKey: 'created' },
    { header: 'Afiliado', render: (r) => `${r.affiliate.firstNames} ${r.affiliate.lastNames}` },
    { header: 'Cédula', render: (r) => r.affiliate.dni },
    { header: 'Correo', render: (r) => r.affiliate.email, detail: true },
    { header: 'Teléfono', render: (r) => r.affiliate.phoneNumber, detail: true },
    { header: 'Monto (₽)', render: (r) => formatPetro(r.amount), sortKey: 'amount' },
    {
      header: 'Monto (Bs)',
      render: (r) => formatEnteredBsAt({ bs: r.amountBsRequested, rate: r.rate }, rate),
    },
    { header: 'Estado', render: status },
  ];
}
