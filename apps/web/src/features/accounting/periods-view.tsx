import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { firstDayAfter, monthLabel, type Period } from '@app/domain';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { businessDate } from '@app/domain';
import { formatDateTime } from '../../lib/format';
import { isHeld, notifyHeld } from '../../lib/four-eyes';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCanEverywhere } from '../../lib/permissions';
import { useClosePeriod, usePeriods } from './periods';

// The confirmation's code comes with the first closing asked, not with the books.
const ConfirmDialog = lazy(() =>
  import('../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Whether the month has ended on the business day: only then may it be closed. */
const ended = (month: string) => firstDayAfter(month) <= businessDate();

const columns = (close: (p: Period) => void, mayClose: boolean, closing?: string): Column<Period>[] => [
  { header: 'Mes', render: (p) => monthLabel(p.month) },
  {
    header: 'Estado',
    render: (p) =>
      p.closedAt ? (
        <Badge variant="light" color="gray">
          Cerrado
        </Badge>
      ) : (
        <Badge variant="light" color="green">
          Abierto
        </Badge>
      ),
  },
  { header: 'Cerrado el', render: (p) => (p.closedAt ? formatDateTime(p.closedAt) : null) },
  {
    header: 'Acción',
    actions: true,
    render: (p) =>
      mayClose && !p.closedAt && ended(p.month) ? (
        <Button
          size="xs"
          variant="light"
          loading={closing === p.month}
          onClick={() => close(p)}
          aria-label={`Cerrar mes de ${monthLabel(p.month)}`}
        >
          Cerrar mes
        </Button>
      ) : null,
  },
];

/** Cierres: the months with movements, closed or open, and 'Cerrar mes' after a confirmation. */
export function PeriodsView() {
  const periods = usePeriods();
  const closePeriod = useClosePeriod();
  // Closing is the whole cooperative's: the same permission as its settings, on every line.
  const mayClose = useCanEverywhere('settings.write');
  const [asked, setAsked] = useState<Period | null>(null);
  const confirm = () => {
    if (!asked) return;
    closePeriod.mutate(asked.month, {
      onSuccess: (answer) => (isHeld(answer) ? notifyHeld() : notifySuccess(answer.message)),
      // A month not ended, already closed or with an earlier one open: the API's 409 says which.
      onError: notifyError,
      onSettled: () => setAsked(null),
    });
  };
  const closing = closePeriod.isPending ? closePeriod.variables : undefined;
  return (
    <>
      <DataTable
        label="Cierres"
        columns={columns(setAsked, mayClose, closing)}
        rows={periods.data}
        rowKey={(p) => p.month}
        loading={periods.isPending}
        minWidth={600}
      />
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            message={`¿Cerrar el mes de ${monthLabel(asked.month)}? Después no se acepta ningún movimiento con fecha en ese mes: las correcciones se registran en un mes abierto.`}
            confirmLabel="Cerrar mes"
            pending={closePeriod.isPending}
            onConfirm={confirm}
            onCancel={() => setAsked(null)}
          />
        </Suspense>
      )}
    </>
  );
}
