import '@mantine/core/styles/Skeleton.css';
import { Box, Skeleton, Stack, Text } from '@mantine/core';
import { messages, terms, type ScheduleChange } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { formatDateTime, formatDay, formatPetro, inUnit, unitText } from '../../lib/format';
import { useScheduleChanges } from './get-schedule-changes';

type Replaced = ScheduleChange['replaced'][number];

// Built when drawn, not at import: the headers name the unit in force.
const columns = (): Column<Replaced>[] => [
  { header: 'Cuota', render: (i) => i.number },
  { header: 'Vencía', render: (i) => formatDay(i.dueDate) },
  { header: inUnit('Monto'), numeric: true, render: (i) => formatPetro(i.amount) },
  {
    header: inUnit(terms.penalty),
    numeric: true,
    render: (i) => (i.penalty > 0 ? formatPetro(i.penalty) : '—'),
  },
];

function Change({ change: c }: { change: ScheduleChange }) {
  return (
    <Box component="li">
      <Text size="sm" fw={600}>
        Reprogramado el {formatDay(c.rescheduledOn)}: {unitText(c.balance)} en {c.feeNumbers}{' '}
        {c.feeNumbers === 1 ? 'cuota' : 'cuotas'}, {c.creditDays} días
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span size="sm" c="dimmed">
          Motivo:{' '}
        </Text>
        {c.reason}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        Registrado el {formatDateTime(c.created)}. Cuotas reemplazadas:
      </Text>
      <DataTable
        label="Cuotas reemplazadas"
        columns={columns()}
        rows={c.replaced}
        rowKey={(i) => i.number}
        loading={false}
        minWidth={400}
      />
    </Box>
  );
}

/** The schedules a reschedule replaced, newest first: when, why, the balance and the old installments. */
export function LoanScheduleChanges({ loanId }: { loanId: number }) {
  const changes = useScheduleChanges(loanId);
  if (changes.isPending) return <Skeleton height={60} aria-busy />;
  if (!changes.data?.length)
    return (
      <Text size="sm" c="dimmed">
        {messages.emptyList}
      </Text>
    );
  return (
    <Stack component="ol" gap="lg" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reprogramaciones">
      {changes.data.map((change) => (
        <Change key={change.id} change={change} />
      ))}
    </Stack>
  );
}
