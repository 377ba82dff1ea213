import { Button, Group } from '@mantine/core';
import { IconBan, IconCalculator, IconCalendarRepeat } from '@tabler/icons-react';
import { loanOwes, type Loan } from '@app/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DownloadButton } from '../../components/download-button';
import { useCan } from '../../lib/permissions';
import { FollowUpButton, WhatsAppButton, useCollectionRow } from '../collections';

// Each modal's code (forms, schemas, focus trap) comes with its first opening, not with the page.
const PayoffModal = lazy(() => import('./payoff-modal'));
const RescheduleModal = lazy(() => import('./reschedule-modal'));
const WriteOffModal = lazy(() => import('./write-off-modal'));

const icon = { size: 16, 'aria-hidden': true } as const;

/** A button that opens a modal; the modal mounts afresh on each opening (an empty form every time). */
function ModalAction({
  label,
  leftSection,
  color,
  modal,
}: {
  label: string;
  leftSection: ReactNode;
  color?: string;
  modal: (opened: boolean, close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <Button
        variant="light"
        color={color}
        leftSection={leftSection}
        aria-haspopup="dialog"
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpened(true);
        }}
      >
        {label}
      </Button>
      {openings > 0 && (
        <Suspense key={openings} fallback={null}>
          {modal(opened, () => setOpened(false))}
        </Suspense>
      )}
    </>
  );
}

/**
 * What an administrator can do with the loan: its payoff while it owes, reschedule and write-off
 * while 'Por pagar', a follow-up, a WhatsApp message while in mora, and the statement.
 */
export function LoanActions({ loan, rate }: { loan: Loan; rate: number | null | undefined }) {
  const open = loan.status === 'Por pagar';
  const mayReschedule = useCan('loans.restructure');
  const mayWriteOff = useCan('loans.writeoff');
  // The desk's row holds the phone and the overdue figures the message needs; only a loan in mora has one.
  const row = useCollectionRow({ id: loan.id, dni: loan.carrier.dni }, loan.isMora);
  const carrier = `${loan.carrier.firstNames} ${loan.carrier.lastNames}`;
  return (
    <Group gap="xs">
      {loanOwes(loan) && (
        <ModalAction
          label="Liquidación"
          leftSection={<IconCalculator {...icon} />}
          modal={(opened, close) => <PayoffModal loanId={loan.id} opened={opened} onClose={close} />}
        />
      )}
      {open && mayReschedule && (
        <ModalAction
          label="Reprogramar"
          leftSection={<IconCalendarRepeat {...icon} />}
          modal={(opened, close) => (
            <RescheduleModal loan={loan} rate={rate} opened={opened} onClose={close} />
          )}
        />
      )}
      {open && mayWriteOff && (
        <ModalAction
          label="Castigar"
          color="red"
          leftSection={<IconBan {...icon} />}
          modal={(opened, close) => <WriteOffModal loan={loan} rate={rate} opened={opened} onClose={close} />}
        />
      )}
      <FollowUpButton loanId={loan.id} carrier={carrier} label="Registrar seguimiento" />
      {row.data && <WhatsAppButton row={row.data} />}
      <DownloadButton path={`/api/loan/${loan.id}/statement.pdf`}>Estado de cuenta</DownloadButton>
    </Group>
  );
}
