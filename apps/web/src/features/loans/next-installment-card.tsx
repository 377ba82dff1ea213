import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import {
  bsBasis,
  bsText,
  dueText,
  formatDay,
  installmentCount,
  reviewNote,
  terms,
  underReviewText,
  unitText,
  type Loan,
  type OwedAmount,
} from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useOwedNow } from './use-owed-now';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** One amount asked: what it is, then the unit large and its Bs at today's rate below. */
function Asked({ label, detail, amount }: { label: string; detail: string; amount: OwedAmount }) {
  return (
    <div data-owed={label}>
      <Text size="sm" fw={600}>
        {label}{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          · {detail}
        </Text>
      </Text>
      <Text fz="xl" fw={700} style={nowrap}>
        {unitText(amount.petro)}
      </Text>
      {amount.bs && (
        <Text size="sm" c="dimmed" style={nowrap}>
          {bsText(amount.bs)} {bsBasis.today}
        </Text>
      )}
    </div>
  );
}

/**
 * 'Próxima cuota', on top of mis-prestamos: what is owed now by the one rule (decision 30): every
 * overdue installment with its penalty, then the next installment, in the unit and in Bs at today's
 * rate, how late or how soon (red when late), and the way to report a payment. A payment under
 * review is shown, and what it covers is no longer asked. Nothing once nothing is owed.
 */
export function NextInstallmentCard({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  // The same schedule query as the loan card's: one request for both.
  const { owed, isPending } = useOwedNow(loan, rate);
  // The card's height on a 412 px phone (204 at 360 px, 192 on a desktop): the loan cards below keep their place (CLS).
  if (isPending) return <Skeleton height={184} radius="md" aria-busy />;
  if (!owed || owed.balance.petro.isZero()) return null;
  // What the carrier is still asked: what the payments under review would leave.
  const asked = owed.afterReview;
  const reviewing = owed.underReview.payments.length > 0;
  const late = asked.installmentsOverdue > 0;
  const headline = late ? dueText(-asked.daysPastDue) : asked.next ? dueText(asked.next.daysToDue) : null;
  return (
    <Paper
      component="section"
      aria-label="Próxima cuota"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      style={{ borderColor: `var(--mantine-color-${late ? 'red-6' : 'blue-4'})` }}
      data-late={late || undefined}
    >
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4">
          Próxima cuota
        </Title>
        {headline && (
          <Text
            size="sm"
            fw={700}
            c={late ? 'red.7' : asked.next && asked.next.daysToDue <= 3 ? 'orange.8' : 'teal.8'}
            style={nowrap}
            data-due-text
          >
            {headline}
          </Text>
        )}
      </Group>
      {reviewing && (
        <Stack gap={2} mt="xs" data-under-review>
          {owed.underReview.payments.map((p, k) => (
            <Text key={k} size="sm" fw={600} c="blue.8">
              {underReviewText(p)}
            </Text>
          ))}
          <Text size="sm">{reviewNote(owed)}</Text>
        </Stack>
      )}
      <Group justify="space-between" align="flex-end" gap="sm" mt="sm">
        <Stack gap="xs">
          {late && (
            <Asked
              label={terms.overdue}
              detail={`${installmentCount(asked.installmentsOverdue)} desde el ${formatDay(asked.overdueSince!)}`}
              amount={asked.overdue}
            />
          )}
          {asked.next && (
            <Asked
              label={terms.nextInstallment}
              detail={`N° ${asked.next.number}, vence el ${formatDay(asked.next.dueDate)}`}
              amount={asked.next.amount}
            />
          )}
        </Stack>
        <Button
          component={Link}
          to={paths.carrier.addPayment}
          variant={reviewing && !late ? 'light' : 'filled'}
          leftSection={<IconCash size={18} aria-hidden />}
        >
          {reviewing ? 'Reportar otro pago' : 'Reportar pago'}
        </Button>
      </Group>
    </Paper>
  );
}
