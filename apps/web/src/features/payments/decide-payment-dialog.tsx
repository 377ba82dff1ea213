import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/DataList.css';
import { Button, DataList, Group, Modal, Text } from '@mantine/core';
import { terms, type Payment } from '@app/domain';
import { useEffect, useState } from 'react';
import { formatBs, formatDay, unitText } from '../../lib/format';

export interface PendingDecision {
  payment: Payment;
  status: 'Aprobado' | 'Rechazado';
}

interface DecidePaymentDialogProps {
  /** The decision asked for, or null when the dialog is closed. */
  decision: PendingDecision | null;
  /** True while the decision is sent: buttons disabled, the confirm button spinning. */
  pending: boolean;
  onConfirm: (decision: PendingDecision) => void;
  onCancel: () => void;
}

/**
 * A payment's decision, confirmed with its figures in front of the administrator: approving moves
 * money onto a loan and cannot be undone, so one slip of the status selector must not do it.
 */
export default function DecidePaymentDialog({
  decision,
  pending,
  onConfirm,
  onCancel,
}: DecidePaymentDialogProps) {
  // Keeps the last decision on screen while the dialog animates closed.
  const [shown, setShown] = useState(decision);
  useEffect(() => {
    if (decision) setShown(decision);
  }, [decision]);
  if (!shown) return null;
  const { payment, status } = shown;
  const approve = status === 'Aprobado';
  return (
    <Modal
      opened={decision !== null}
      onClose={pending ? () => {} : onCancel}
      title={approve ? 'Aprobar pago' : 'Rechazar pago'}
      centered
    >
      <DataList withDivider gap="xs" labelWidth="8rem" mb="md">
        <DataList.Item>
          <DataList.ItemLabel>Transportista</DataList.ItemLabel>
          <DataList.ItemValue>{`${payment.carrier.firstNames} ${payment.carrier.lastNames} (${payment.carrier.dni})`}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Monto</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text span fw={700} inherit data-payment-amount>
              {formatBs(payment.amountInBs)} Bs
            </Text>{' '}
            ({unitText(payment.amountInPetro)})
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{terms.reference}</DataList.ItemLabel>
          <DataList.ItemValue>{payment.voucherCode}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Fecha de pago</DataList.ItemLabel>
          <DataList.ItemValue>{formatDay(payment.date)}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Text size="sm" mb="lg">
        {approve
          ? 'El pago se aplicará al préstamo del transportista y se registrará como ingreso. No se puede deshacer.'
          : 'El transportista recibirá un correo para revisar los datos y reportarlo de nuevo. No se puede deshacer.'}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button color={approve ? 'teal' : 'red'} onClick={() => onConfirm(shown)} loading={pending}>
          {approve ? 'Aprobar' : 'Rechazar'}
        </Button>
      </Group>
    </Modal>
  );
}
