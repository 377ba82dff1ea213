import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Decimal, bsBasis, messages, settlingBs, terms, type InstallmentView, type Loan } from '@app/domain';
import { bsText, formatDay, unitText } from '../../lib/format';
import { useOwnLoanSchedule } from './own-loan-schedule';

/** Paid, overdue (red) or pending. */
export function InstallmentBadge({ installment }: { installment: InstallmentView }) {
  if (installment.fullyPaid)
    return (
      <Badge variant="light" tt="none" color="teal" miw="max-content">
        Pagada
      </Badge>
    );
  if (installment.overdue)
    return (
      <Badge variant="filled" tt="none" color="red" miw="max-content">
        Vencida
      </Badge>
    );
  return (
    <Badge variant="light" tt="none" color="gray" miw="max-content">
      Pendiente
    </Badge>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function InstallmentRow({
  installment: i,
  loan,
  rate,
}: {
  installment: InstallmentView;
  loan: Loan;
  rate: number | null | undefined;
}) {
  const late = i.overdue && !i.fullyPaid;
  const left = Decimal.max(new Decimal(i.owed).minus(i.paid), 0);
  return (
    <Box
      component="li"
      py={6}
      pl="xs"
      // A red bar marks the overdue installment even where the badge is out of sight.
      style={{ borderLeft: `3px solid var(--mantine-color-${late ? 'red-6' : 'gray-3'})` }}
      data-overdue={late || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          Cuota {i.number}
        </Text>
        <InstallmentBadge installment={i} />
      </Group>
      {/* Two short pieces that wrap as wholes: a long amount moves below the date, never off screen. */}
      <Group justify="space-between" align="baseline" gap={4}>
        <Text size="xs" c={late ? 'red.7' : 'dimmed'} fw={late ? 600 : undefined} style={nowrap}>
          Vence {formatDay(i.dueDate)}
        </Text>
        <Text size="sm" fw={600} style={nowrap}>
          {unitText(i.amount)}
        </Text>
      </Group>
      {(i.penalty > 0 || (i.paid > 0 && !i.fullyPaid)) && (
        <Group justify="space-between" gap={4}>
          {i.penalty > 0 && (
            <Text size="xs" c="red.7" style={nowrap}>
              {terms.penalty}: {unitText(i.penalty)}
            </Text>
          )}
          {i.paid > 0 && !i.fullyPaid && (
            <Text size="xs" style={nowrap}>
              {terms.paid}: {unitText(i.paid)}
            </Text>
          )}
        </Group>
      )}
      {!i.fullyPaid && (
        // What is left of it is owed now: priced at today's rate, as the Próxima cuota card does.
        <Text size="xs" c="dimmed" ta="end" data-left>
          Falta {unitText(left)}
          {rate ? ` · ${bsText(settlingBs(loan, left, rate))} ${bsBasis.today}` : ''}
        </Text>
      )}
    </Box>
  );
}

/** The loan's installments: due date, amount, paid or pending, overdue in red, the mora penalty when charged. */
export function OwnLoanScheduleList({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  const schedule = useOwnLoanSchedule(loan.id);
  if (schedule.isPending)
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  if (!schedule.data?.length)
    return (
      <Text size="sm" c="dimmed">
        {messages.emptyList}
      </Text>
    );
  return (
    <Stack component="ol" gap={4} aria-label="Cuotas" m={0} p={0} style={{ listStyle: 'none' }}>
      {schedule.data.map((installment) => (
        <InstallmentRow key={installment.number} installment={installment} loan={loan} rate={rate} />
      ))}
    </Stack>
  );
}
