import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { terms, underReviewText, type CollectionRow } from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { Column } from '../../components/data-table';
import { NO_VALUE, bsText, formatDateTime, formatDay, formatPetro, unitText, inUnit } from '../../lib/format';
import { FollowUpButton } from './follow-up-button';
import { PromiseLine } from './promise-badge';
import { WhatsAppButton } from './whatsapp-button';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Later is redder: the tramos 1-30, 31-60, 61-90 and 90+. */
function lateColor(days: number): { color: string; variant: 'light' | 'filled' } {
  if (days > 90) return { color: 'red.9', variant: 'filled' };
  if (days > 60) return { color: 'red', variant: 'filled' };
  if (days > 30) return { color: 'orange', variant: 'light' };
  return { color: 'yellow', variant: 'light' };
}

/**
 * The desk's columns: who and which loan, how late, what is overdue, the last contact, the promise,
 * the actions. Built when drawn: the headers name the unit in force.
 */
export const collectionColumns = (): Column<CollectionRow>[] => [
  {
    header: 'Transportista',
    render: (r) => (
      <>
        <Text size="sm">{r.carrier}</Text>
        <Text size="xs" c="dimmed">
          {r.dni}
        </Text>
        <Anchor component={Link} to={paths.admin.loan.href(r.loan)} size="xs" style={nowrap}>
          Préstamo N° {r.loan}
        </Anchor>
      </>
    ),
  },
  { header: 'Teléfono', render: (r) => r.phone, detail: true },
  { header: 'Línea', render: (r) => r.organization, detail: true },
  {
    header: 'Días de atraso',
    render: (r) => (
      <Badge tt="none" miw="max-content" {...lateColor(r.daysPastDue)}>
        {r.daysPastDue === 1 ? '1 día' : `${r.daysPastDue} días`}
      </Badge>
    ),
  },
  { header: 'Cuotas vencidas', render: (r) => r.installmentsOverdue, detail: true, numeric: true },
  {
    // What is owed now (the carrier's card reads the same rule), and the payments it is waiting on.
    header: 'Vencido',
    numeric: true,
    render: (r) => (
      <>
        <Text size="sm" fw={600} style={nowrap}>
          {unitText(r.overduePetro)}
        </Text>
        {r.overdueBs !== null && (
          <Text size="xs" c="dimmed" style={nowrap}>
            {bsText(r.overdueBs)}
          </Text>
        )}
        {r.underReview.map((p, k) => (
          <Text key={k} size="xs" fw={600} c="blue.8" data-under-review>
            {underReviewText(p)}
          </Text>
        ))}
      </>
    ),
  },
  { header: inUnit(terms.balance), numeric: true, render: (r) => formatPetro(r.balancePetro) },
  {
    header: 'Último pago',
    render: (r) => (r.lastPaymentDate ? formatDay(r.lastPaymentDate) : 'Sin pagos'),
    detail: true,
  },
  {
    header: 'Último contacto',
    render: (r) => (r.lastContact ? formatDateTime(r.lastContact) : 'Sin contacto'),
  },
  {
    header: 'Promesa',
    render: (r) => (r.promise ? <PromiseLine {...r.promise} /> : NO_VALUE),
  },
  {
    header: 'Acciones',
    actions: true,
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <WhatsAppButton row={r} size="compact-sm" />
        <FollowUpButton loanId={r.loan} carrier={r.carrier} size="compact-sm" />
      </Group>
    ),
  },
];
