import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { messages, type CreditRequest, type LoanData } from '@app/domain';
import { ApiError } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { isHeld, notifyHeld } from '../../lib/four-eyes';
import { ApproveRequestForm } from './approve-request-form';
import { useDecideRequest } from './decide-request';

interface ApproveRequestModalProps {
  /** The request being approved (kept while the modal animates closed). */
  request: CreditRequest;
  opened: boolean;
  onClose: () => void;
}

/** Decided meanwhile (409) or gone (404): the form can no longer help, the refreshed row says why. */
const cannotApprove = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.message === messages.requestAlreadyDecided);

/** Spec section 4: approving is registering the loan; only a successful call makes the row Aprobado. */
export default function ApproveRequestModal({ request, opened, onClose }: ApproveRequestModalProps) {
  const decide = useDecideRequest();

  const approve = async (data: LoanData) => {
    const { id, dni } = request;
    let answer: Awaited<ReturnType<typeof decide.mutateAsync>>;
    try {
      answer = await decide.mutateAsync({
        id,
        dni,
        status: 'Aprobado',
        // The spec's payload echoes the request's id, dni and status inside loanData.
        loanData: { ...data, id, dni, status: 'Aprobado' },
      });
    } catch (error) {
      if (cannotApprove(error)) onClose();
      throw error;
    }
    if (isHeld(answer)) notifyHeld();
    else notifySuccess(messages.requestApproved);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      // No closing mid-call: the admin would not learn whether the loan was registered.
      onClose={decide.isPending ? () => {} : onClose}
      title="Registrar préstamo"
      centered
      size="lg"
    >
      <ApproveRequestForm key={request.id} request={request} onSubmit={approve} onCancel={onClose} />
    </Modal>
  );
}
