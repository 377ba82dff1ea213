import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  DAYS_PER_INSTALLMENT,
  businessDate,
  rescheduledInstallments,
  type Loan,
  type RescheduleBody,
} from '@app/domain';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { formatDay, formatPetro, inUnit, unitText } from '../../lib/format';
import { closingOnSuccess } from '../../lib/closing-on-success';
import { owedBs } from './own-loan-amount';
import { RescheduleForm } from './reschedule-form';
import { useRescheduleLoan } from './reschedule-loan';
import { balanceOf } from './loan-balance';

interface RescheduleModalProps {
  loan: Loan;
  rate: number | null | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Reprogramar': the new terms, then '¿Reprogramar el préstamo?' with the balance that becomes the
 * new schedule and its installments from today, as the server will make them (the domain's rule).
 */
export default function RescheduleModal({ loan, rate, opened, onClose }: RescheduleModalProps) {
  const reschedule = useRescheduleLoan(loan.id);
  const unpaid = Math.max(loan.feeNumbers - loan.feePaid, 1);
  const [terms, setTerms] = useState<RescheduleBody>({
    feeNumbers: unpaid,
    creditDays: unpaid * DAYS_PER_INSTALLMENT,
    reason: '',
  });
  const [confirming, setConfirming] = useState(false);
  const balance = balanceOf(loan);
  const installments = confirming
    ? rescheduledInstallments(balance, terms.feeNumbers, terms.creditDays, businessDate())
    : null;

  const confirm = () => reschedule.mutate(terms, closingOnSuccess(onClose));

  return (
    <Modal
      opened={opened}
      // No closing mid-call: the administrator would not learn whether it was rescheduled.
      onClose={reschedule.isPending ? () => {} : onClose}
      title={confirming ? '¿Reprogramar el préstamo?' : 'Reprogramar préstamo'}
      centered
      size="lg"
    >
      {!confirming ? (
        <RescheduleForm
          defaults={terms}
          onContinue={(body) => {
            setTerms(body);
            setConfirming(true);
          }}
          onCancel={onClose}
        />
      ) : (
        <Stack gap="md">
          <Text>
            El saldo de{' '}
            <Text span fw={700} data-reschedule-balance>
              {unitText(balance)}
            </Text>{' '}
            ({owedBs(loan, balance, rate)}) se reprogramará desde hoy en {terms.feeNumbers}{' '}
            {terms.feeNumbers === 1 ? 'cuota' : 'cuotas'} y {terms.creditDays} días de crédito. Las cuotas
            pendientes se reemplazan y quedan en el historial.
          </Text>
          {installments ? (
            <DataTable
              label="Cuotas nuevas"
              columns={[
                { header: 'Cuota', render: (i) => i.number },
                { header: 'Vence', render: (i) => formatDay(i.dueDate) },
                { header: inUnit('Monto'), numeric: true, render: (i) => formatPetro(Number(i.amount)) },
              ]}
              rows={installments}
              rowKey={(i) => i.number}
              loading={false}
            />
          ) : (
            <Text c="red.7" size="sm">
              El saldo no alcanza para tantas cuotas: elige menos.
            </Text>
          )}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Motivo: {terms.reason}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={reschedule.isPending}>
              Volver
            </Button>
            <Button onClick={confirm} loading={reschedule.isPending} disabled={!installments}>
              Reprogramar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
