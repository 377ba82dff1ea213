import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  PROVISION_BUCKETS,
  formatAmount,
  provisionBucketLabels,
  provisionRateMessages,
  provisionRatesBody,
  type ProvisionRateItem,
  type ProvisionRatesBody,
} from '@app/domain';
import { AmountField } from '../../components/amount-field';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCanEverywhere } from '../../lib/permissions';
import { schemaResolver } from '../../lib/schema-resolver';
import { useProvisionRates } from './get-provision-rates';
import { useSaveProvisionRates } from './save-provision-rates';

const asBody = (rates: ProvisionRateItem[]) =>
  Object.fromEntries(rates.map((r) => [r.bucket, r.percent])) as ProvisionRatesBody;

/**
 * The month-end provision (issue 32): the percentage of the principal outstanding held per arrears
 * bucket. Without settings.write it is shown, not changed.
 */
export function ProvisionRates() {
  const { data } = useProvisionRates();
  const save = useSaveProvisionRates();
  const mayChange = useCanEverywhere('settings.write');
  const { control, handleSubmit, reset } = useForm({
    resolver: schemaResolver(provisionRatesBody),
    mode: 'onTouched',
  });
  useEffect(() => {
    if (data) reset(asBody(data));
  }, [data, reset]);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => notifySuccess(provisionRateMessages.saved), onError: notifyError }),
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Al cierre de cada mes se registra la provisión para cartera: el capital por cobrar de cada tramo de
        atraso por su porcentaje, menos lo ya provisionado.
      </Text>
      {mayChange ? (
        <form onSubmit={onSubmit} noValidate>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {PROVISION_BUCKETS.map(({ bucket }) => (
              <AmountField
                key={bucket}
                control={control}
                name={bucket}
                label={`${provisionBucketLabels[bucket]} (%)`}
                kind="percent"
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={save.isPending} disabled={!data || save.isPending}>
              Guardar porcentajes
            </Button>
          </Group>
        </form>
      ) : (
        data?.map((r) => (
          <Text key={r.bucket} size="sm">
            {r.label}: {formatAmount(r.percent, 'percent')} %
          </Text>
        ))
      )}
    </Stack>
  );
}
