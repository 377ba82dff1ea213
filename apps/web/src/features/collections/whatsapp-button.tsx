import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { collectionMessage, whatsappLink, type CollectionRow } from '@app/domain';
import { paths } from '../../app/paths';
import { formatBs } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRecordFollowUp } from './record-follow-up';

/** The note a WhatsApp contact leaves in the loan's follow-ups. */
export const WHATSAPP_NOTE = 'Mensaje de WhatsApp enviado.';

/** The prefilled message for a loan in mora: who, what is overdue, and where to report the payment. */
export function whatsappMessage(row: CollectionRow): string {
  return collectionMessage({
    name: row.carrier,
    loan: row.loan,
    overdueBs: formatBs(row.overdueBs),
    daysPastDue: row.daysPastDue,
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
