import '@mantine/core/styles/Skeleton.css';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { loanAmountNotes, loanOwes, messages } from '@app/domain';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { ApiError } from '../../lib/api-client';
import { useCan } from '../../lib/permissions';
import type { TitleHandle } from '../../lib/document-title';
import { FollowUpList } from '../collections';
import { useLastPrice } from '../prices';
import { useLoan } from './get-loan';
import { LoanActions } from './loan-actions';
import { LoanAuditTable } from './loan-audit-table';
import { LoanPaymentsTable } from './loan-payments-table';
import { LoanRemindersTable } from './loan-reminders-table';
import { LoanScheduleChanges } from './loan-schedule-changes';
import { LoanScheduleTable } from './loan-schedule-table';
import { LoanSection } from './loan-section';
import { LoanSummary } from './loan-summary';
import { useOwedNow } from './use-owed-now';
import { LoanStatusBadge, MoraBadge } from './own-loan-badges';

export const handle: TitleHandle = { title: 'Préstamo' };

const back = (
  <Anchor component={Link} to={paths.admin.loans} size="sm">
    Volver a Prestamos
  </Anchor>
);

/**
 * One loan in full, for administrators: who and on what terms, its figures, the schedule, payments,
 * reminders, follow-ups, replaced schedules and audit trail, and what can be done with it.
 */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0)
    return (
      <>
        {back}
        <Text ta="center" c="dimmed" py="lg">
          {messages.loanNotFound}
        </Text>
      </>
    );
  return <LoanPage key={id} id={id} />;
}

function LoanPage({ id }: { id: number }) {
  const loan = useLoan(id);
  const rate = useLastPrice().data?.amount;
  // Before the early returns: the schedule waits for the loan, and a loan that owes nothing asks for none.
  const owing = !!loan.data && loanOwes(loan.data);
  const { owed } = useOwedNow(loan.data, rate, owing);
  // The trail is the audit's: without audit.read the API refuses it, so the section is left out.
  const mayReadAudit = useCan('audit.read');

  if (loan.isPending)
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={36} width={260} />
        <Skeleton height={220} />
        <Skeleton height={180} />
      </Stack>
    );
  if (loan.isError)
    return (
      <>
        {back}
        <Text ta="center" c="dimmed" py="lg">
          {loan.error instanceof ApiError ? loan.error.message : messages.genericError}
        </Text>
      </>
    );

  const l = loan.data;
  return (
    <Stack gap="md">
      {back}
      <Group gap="sm">
        <Title order={2}>Préstamo N° {l.id}</Title>
        <LoanStatusBadge status={l.status} />
        {l.isMora && <MoraBadge />}
      </Group>
      <LoanActions loan={l} rate={rate} />
      <LoanSummary loan={l} owed={owing ? owed : undefined} />
      <LoanSection title="Cuotas">
        <LoanScheduleTable loanId={l.id} />
      </LoanSection>
      <LoanSection title="Pagos">
        <LoanPaymentsTable payments={l.paymentHistory} />
      </LoanSection>
      <LoanSection title="Seguimientos">
        <FollowUpList loanId={l.id} />
      </LoanSection>
      <LoanSection title="Recordatorios enviados">
        <LoanRemindersTable loanId={l.id} />
      </LoanSection>
      <LoanSection title="Cuotas reemplazadas">
        <LoanScheduleChanges loanId={l.id} />
      </LoanSection>
      {mayReadAudit && (
        <LoanSection title="Historial">
          <LoanAuditTable loanId={l.id} />
        </LoanSection>
      )}
      <Text size="xs" c="dimmed">
        {loanAmountNotes.withOwed}
      </Text>
    </Stack>
  );
}
