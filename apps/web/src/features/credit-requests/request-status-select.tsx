import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Box, Select } from '@mantine/core';
import { requestStatuses, type CreditRequest, type RequestStatus } from '@app/domain';
import { useCan } from '../../lib/permissions';

const statusColors: Record<RequestStatus, string> = {
  'Por revisar': 'yellow.6',
  Aprobado: 'teal.6',
  Rechazado: 'red.6',
};

interface RequestStatusSelectProps {
  request: CreditRequest;
  /** True while this row's decision is being sent. */
  pending: boolean;
  onReject: (request: CreditRequest) => void;
  /** Opens the loan registration modal: choosing Aprobado alone changes nothing (spec section 4). */
  onApprove: (request: CreditRequest) => void;
  onOpen?: () => void;
}

/** A row's status: shows the server's value only; once Aprobado or Rechazado it is locked for good. */
export function RequestStatusSelect({
  request,
  pending,
  onReject,
  onApprove,
  onOpen,
}: RequestStatusSelectProps) {
  const decided = request.status !== 'Por revisar';
  // Without requests.decide the status is only shown, locked as a decided one is.
  const mayDecide = useCan('requests.decide');
  return (
    <Select
      aria-label={`Estado de la solicitud de ${request.affiliate.firstNames} ${request.affiliate.lastNames}`}
      data={requestStatuses}
      value={request.status}
      allowDeselect={false}
      disabled={decided || pending || !mayDecide}
      onDropdownOpen={onOpen}
      onChange={(value) => {
        if (value === 'Rechazado') onReject(request);
        else if (value === 'Aprobado') onApprove(request);
      }}
      leftSection={<Box w={8} h={8} bg={statusColors[request.status]} style={{ borderRadius: '50%' }} />}
      // A locked status is still information: greyed background, but legible text.
      styles={{ input: { opacity: 1, color: 'var(--mantine-color-text)' } }}
      size="xs"
      w={150}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
