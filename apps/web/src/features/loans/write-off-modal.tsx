import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ReasonField } from '../../components/reason-field';
import { useForm } from 'react-hook-form';
import { writeOffBody, type Loan, type WriteOffBody } from '@app/domain';
import { useState } from 'react';
import { unitText } from '../../lib/format';
import { closingOnSuccess } from '../../lib/closing-on-success';
import { schemaResolver } from '../../lib/schema-resolver';
import { owedBs } from './own-loan-amount';
import { balanceOf } from './loan-balance';
import { useWriteOffLoan } from './write-off-loan';

interface WriteOffModalProps {
  loan: Loan;
  rate: number | null | undefined;
  opened: boolean;
  onClose: () => void;
}

/** 'Castigar': the reason, then a confirmation that says what writing the loan off means. */
export default function WriteOffModal({ loan, rate, opened, onClose }: WriteOffModalProps) {
  const writeOff = useWriteOffLoan(loan.id);
  const [asked, setAsked] = useState<WriteOffBody | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: schemaResolver(writeOffBody), mode: 'onTouched', defaultValues: { reason: '' } });
  const balance = balanceOf(loan);

  const confirm = (body: WriteOffBody) => writeOff.mutate(body, closingOnSuccess(onClose));

  return (
    <Modal
      opened={opened}
      onClose={writeOff.isPending ? () => {} : onClose}
      title={asked ? '¿Castigar el préstamo?' : 'Castigar préstamo'}
      centered
    >
      {/* The form stays mounted behind the confirmation, so 'Volver' finds the reason as typed. */}
      <form onSubmit={handleSubmit(setAsked)} noValidate hidden={asked !== null}>
        <Stack gap="md">
          <ReasonField data-autofocus error={errors.reason?.message} {...register('reason')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="red">
              Continuar
            </Button>
          </Group>
        </Stack>
      </form>
      {asked && (
        <Stack gap="md">
          <Text>
            El préstamo sale de la cartera con un saldo de{' '}
            <Text span fw={700}>
              {unitText(balance)}
            </Text>{' '}
            ({owedBs(loan, balance, rate)}): queda como Castigado, deja de contar en mora y en los reportes de
            la cartera, y no se le cobran más recargos. Lo que el transportista pague después se registra como
            recuperación. No se puede deshacer.
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Motivo: {asked.reason}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsked(null)} disabled={writeOff.isPending}>
              Volver
            </Button>
            <Button color="red" onClick={() => confirm(asked)} loading={writeOff.isPending}>
              Castigar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
