import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack } from '@mantine/core';
import { documentMessages, messages, type CreditRequest, type LoanData } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/notice';
import { ApiError } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';
import { isHeld, notifyHeld } from '../../lib/four-eyes';
import { DocumentsPanel } from '../documents';
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

/** Refused for papers not yet verified (issue 31): the modal stays open with the documents to verify. */
const missingPapers = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.message.startsWith(documentMessages.missingRequired);

/** Spec section 4: approving is registering the loan; only a successful call makes the row Aprobado. */
export default function ApproveRequestModal({ request, opened, onClose }: ApproveRequestModalProps) {
  const decide = useDecideRequest();
  const queryClient = useQueryClient();
  // Kept with the request it answers: the modal is reused for the next request approved.
  const [refused, setRefused] = useState<{ id: number; message: string } | null>(null);

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
      const papers = missingPapers(error);
      setRefused(papers ? { id: request.id, message: (error as ApiError).message } : null);
      // Someone may have rejected a paper meanwhile: the panel reads the server's count again.
      if (papers) void queryClient.invalidateQueries({ queryKey: queryKeys.documents.lists });
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
      <Stack gap="md">
        {refused?.id === request.id && <Notice color="red">{refused.message}</Notice>}
        <DocumentsPanel affiliateId={request.affiliate.id} requestId={request.id} />
        <ApproveRequestForm key={request.id} request={request} onSubmit={approve} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
