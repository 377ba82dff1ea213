import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import {
  bsText,
  collectionMessage,
  reportedPaymentText,
  unitText,
  whatsappLink,
  type CollectionRow,
} from '@app/domain';
import { paths } from '../../app/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRecordFollowUp } from './record-follow-up';
import { useCan } from '../../lib/permissions';

/** The note a WhatsApp contact leaves in the loan's follow-ups. */
export const WHATSAPP_NOTE = 'Mensaje de WhatsApp enviado.';

/** An amount owed as the message says it: in Bs at today's rate, in the unit while no rate is registered. */
const owedWords = (amount: { petro: number; bs: number | null }) =>
  amount.bs === null ? unitText(amount.petro) : bsText(amount.bs);

/**
 * The prefilled message for a loan in mora: who, what is overdue, and where to report the payment;
 * a payment under review is acknowledged, and only what it would leave is asked.
 */
export function whatsappMessage(row: CollectionRow): string {
  const newest = row.underReview[0];
  const overdue = newest
    ? row.overdueAfterReview
    : { petro: row.overduePetro, bs: row.overdueBs, daysPastDue: row.daysPastDue };
  return collectionMessage({
    name: row.carrier,
    loan: row.loan,
    overdue: overdue.petro > 0 ? owedWords(overdue) : '',
    underReview: newest && reportedPaymentText(newest),
    daysPastDue: overdue.daysPastDue,
    payUrl: new URL(paths.carrier.addPayment, window.location.origin).href,
  });
}

/**
 * Opens WhatsApp (wa.me, a new tab) with the collection message prefilled, and records the contact
 * as a follow-up. A link, not window.open: the browser never takes it for a pop-up. Disabled when
 * the carrier's phone is not a Venezuelan number.
 */
export function WhatsAppButton({ row, ...props }: Omit<ButtonProps, 'children'> & { row: CollectionRow }) {
  const record = useRecordFollowUp(row.loan);
  const link = whatsappLink(row.phone, whatsappMessage(row));
  const icon = <IconBrandWhatsapp size={16} aria-hidden />;
  // Sending the message records a follow-up: the desk's work.
  if (!useCan('collections.work')) return null;
  if (!link)
    return (
      <Button variant="light" color="gray" leftSection={icon} disabled title="Teléfono no válido" {...props}>
        WhatsApp
      </Button>
    );
  return (
    <Button
      component="a"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      color="green"
      leftSection={icon}
      loading={record.isPending}
      onClick={() =>
        record.mutate(
          { channel: 'WhatsApp', note: WHATSAPP_NOTE },
          { onSuccess: (saved) => notifySuccess(saved.message), onError: notifyError },
        )
      }
      {...props}
    >
      WhatsApp
    </Button>
  );
}
