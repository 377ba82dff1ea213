import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { businessDate, dueText, nextInstallment, type Loan } from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { formatDay, formatPetro } from '../../lib/format';
import { loanBs } from './own-loan-amount';
import { useOwnLoanSchedule } from './own-loan-schedule';

/**
 * 'Próxima cuota', on top of mis-prestamos: the first installment not yet covered of the loan the
 * carrier owes, what is left of it in ₽ and in Bs at today's rate, how soon it is due (red when
 * late), and the way to report a payment. Nothing when every installment is covered.
 */
export function NextInstallmentCard({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  // The same query as the loan card's schedule: one request for both.
  const schedule = useOwnLoanSchedule(loan.id);
  if (schedule.isPending) return <Skeleton height={150} radius="md" aria-busy />;
  const next = schedule.data ? nextInstallment(schedule.data, businessDate()) : null;
  if (!next) return null;
  const late = next.daysToDue < 0;
  const owed = next.owedPetro.toNumber();
  return (
    <Paper
      component="section"
      aria-label="Próxima cuota"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      style={{ borderColor: `var(--mantine-color-${late ? 'red-6' : 'blue-4'})` }}
      data-late={late || undefined}
    >
      {/* Two short lines, each kept whole: the title and how soon, then which installment and its day. */}
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4">
          Próxima cuota
        </Title>
        <Text
          size="sm"
          fw={700}
          c={late ? 'red.7' : next.daysToDue <= 3 ? 'orange.8' : 'teal.8'}
          style={{ whiteSpace: 'nowrap' }}
          data-due-text
        >
          {dueText(next.daysToDue)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Cuota {next.number} · vence el {formatDay(next.dueDate)}
      </Text>
      <Group justify="space-between" align="flex-end" gap="sm" mt="sm">
        <div data-next-amount>
          <Text fz="xl" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatPetro(owed)} ₽
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {loanBs(loan, owed, rate)}
          </Text>
        </div>
        <Button
          component={Link}
          to={paths.carrier.addPayment}
          leftSection={<IconCash size={18} aria-hidden />}
        >
          Reportar pago
        </Button>
      </Group>
    </Paper>
  );
}
