import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Skeleton.css';
import { DataList, Paper, Skeleton, Text } from '@mantine/core';
import { messages } from '@app/domain';
import { ApiError } from '../../lib/api-client';
import { usePaymentDetails } from './create-payment-details';

const rows = [
  ['bank', 'Banco'],
  ['holder', 'Titular'],
  ['account', 'Cuenta'],
  ['rif', 'RIF'],
] as const;

/** Spec: agregar-pago displays the bank details to pay to (account and tax id). */
export function CreatePaymentDetailsCard() {
  const details = usePaymentDetails();
  return (
    <Paper bg="gray.0" p="sm" radius="md" aria-label="Datos para el pago" component="section">
      <Text fw={600} size="sm" mb="xs">
        Datos para el pago
      </Text>
      {details.isPending ? (
        <Skeleton height={88} />
      ) : details.isError ? (
        <Text size="sm" c="red.7">
          {details.error instanceof ApiError ? details.error.message : messages.genericError}
        </Text>
      ) : (
        <DataList gap={4} labelWidth="4.5rem">
          {rows.map(([key, label]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fw={600} style={{ overflowWrap: 'anywhere' }}>
                {details.data[key]}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Paper>
  );
}
