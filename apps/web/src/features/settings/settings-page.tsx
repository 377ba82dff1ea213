import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import type { TitleHandle } from '../../lib/document-title';
import { CurrencyChangeForm } from './currency-change-form';
import { CurrencyChangesTable } from './currency-changes-table';
import { unitLine } from './currency-texts';
import { useCurrency } from './get-currency';

export const handle: TitleHandle = { title: 'Configuración' };

/** Issue 29: the reference unit in force, its change (previewed, then confirmed) and the changes made. */
export function Component() {
  const currency = useCurrency();
  const current = currency.data;

  let state;
  if (currency.isError) state = <Text c="red">{currency.error.message}</Text>;
  else if (!current) state = <Skeleton height={24} aria-busy />;
  else
    state = (
      <>
        <Text fw={500}>{unitLine(current)}</Text>
        <Text size="sm" c="dimmed">
          Los montos de la cartera se cuentan en esta unidad y se muestran junto a su equivalente en
          bolívares.
        </Text>
      </>
    );

  return (
    <Stack gap="md">
      <Title order={2}>Configuración</Title>
      <SectionCard title="Unidad vigente">{state}</SectionCard>
      {current && (
        <SectionCard title="Cambiar unidad de cuenta">
          <CurrencyChangeForm current={current} />
        </SectionCard>
      )}
      <CurrencyChangesTable />
    </Stack>
  );
}
