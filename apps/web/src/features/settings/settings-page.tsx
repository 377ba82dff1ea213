import { Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import type { TitleHandle } from '../../lib/document-title';
import { CurrencyChangeForm } from './currency-change-form';
import { CurrencyChangesTable } from './currency-changes-table';
import { FourEyesRules } from './four-eyes-rules';
import { ProvisionRates } from './provision-rates';
import { unitLine } from './currency-texts';
import { useCanEverywhere } from '../../lib/permissions';
import { useReferenceUnit } from '../../lib/reference-unit';

export const handle: TitleHandle = { title: 'Configuración' };

/** Issue 29: the reference unit in force, its change (previewed, then confirmed) and the changes made. */
export function Component() {
  // The panel's one source of the unit: a change remounts this screen with the new one.
  const current = useReferenceUnit();
  const mayChange = useCanEverywhere('settings.write');

  return (
    <Stack gap="md">
      <Title order={2}>Configuración</Title>
      <SectionCard title="Unidad vigente">
        <Text fw={500}>{unitLine(current)}</Text>
        <Text size="sm" c="dimmed">
          Los montos de la cartera se cuentan en esta unidad y se muestran junto a su equivalente en
          bolívares.
        </Text>
      </SectionCard>
      {mayChange && (
        <SectionCard title="Cambiar unidad de cuenta">
          <CurrencyChangeForm current={current} />
        </SectionCard>
      )}
      <CurrencyChangesTable />
      <SectionCard title="Autorizaciones (cuatro ojos)">
        <FourEyesRules />
      </SectionCard>
      <SectionCard title="Provisión para cartera">
        <ProvisionRates />
      </SectionCard>
    </Stack>
  );
}
