import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Text } from '@mantine/core';
import { messages, type PaymentDetails } from '@app/domain';
import { ApiError } from '../../lib/api-client';
import { usePaymentDetails } from './create-payment-details';
import { CopyValueButton } from './copy-value-button';
import classes from './create-payment-details-card.module.css';

type Row = [label: string, value: string];

const TRANSFER_LABELS = ['Banco', 'Titular', 'Cuenta', 'RIF'] as const;

const transferRows = (d: PaymentDetails): Row[] =>
  [d.bank, d.holder, d.account, d.rif].map((value, k) => [TRANSFER_LABELS[k]!, value]);

const pagoMovilRows = (p: NonNullable<PaymentDetails['pagoMovil']>): Row[] => [
  ['Banco', `${p.bank} (${p.bankCode})`],
  ['Teléfono', p.phone],
  ['RIF/Cédula', p.id],
];

/** Label/value rows, each value with its copy button (the bank code copied alone, as bank apps ask). */
function Rows({ rows, copyOf }: { rows: Row[]; copyOf?: (label: string, value: string) => string }) {
  return (
    <dl className={classes.list}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.item}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>
            <span>{value}</span>
            <CopyValueButton value={copyOf ? copyOf(label, value) : value} label={label.toLowerCase()} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The transfer's labels with a bar where each value goes, as tall as a row with its copy button: the
 * pre-rendered page keeps its layout when the details arrive (the form below them no longer jumps, CLS).
 */
function PendingRows() {
  return (
    <dl className={classes.list} aria-busy>
      {TRANSFER_LABELS.map((label) => (
        // Centred: an empty bar has no text baseline for the label to align to (the row would grow).
        <div key={label} className={classes.item} style={{ alignItems: 'center' }}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>
            <Skeleton className={classes.pending} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec: agregar-pago displays the bank details to pay to (account and tax id), and Pago Móvil when configured. */
export function CreatePaymentDetailsCard() {
  const details = usePaymentDetails();
  return (
    <section className={classes.card} aria-label="Datos para el pago">
      <Text fw={600} size="sm" mb="xs">
        Datos para el pago
      </Text>
      {details.isPending ? (
        <>
          <Text size="xs" c="dimmed" mb={4}>
            Transferencia
          </Text>
          <PendingRows />
        </>
      ) : details.isError ? (
        <Text size="sm" c="red.7">
          {details.error instanceof ApiError ? details.error.message : messages.genericError}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb={4}>
            Transferencia
          </Text>
          <Rows rows={transferRows(details.data)} />
          {details.data.pagoMovil && (
            <>
              <Text size="xs" c="dimmed" mt="sm" mb={4}>
                Pago Móvil
              </Text>
              <Rows
                rows={pagoMovilRows(details.data.pagoMovil)}
                copyOf={(label, value) => (label === 'Banco' ? details.data.pagoMovil!.bankCode : value)}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
