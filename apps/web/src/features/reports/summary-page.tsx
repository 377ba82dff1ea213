import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ChoiceSelect } from '../../components/choice-select';
import { DayInput } from '../../components/day-input';
import { PageHeader } from '../../components/page-header';
import { formatDay, inUnit } from '../../lib/format';
import { useUrlParams } from '../../lib/use-url-params';
import type { TitleHandle } from '../../lib/document-title';
import { useOrganizationOptions } from '../affiliates';
import { AgingChart } from './aging-chart';
import { LinesTable } from './lines-table';
import { MonthlyChart } from './monthly-chart';
import { SummaryCards } from './summary-cards';
import { usePortfolio } from './get-portfolio';

export const handle: TitleHandle = { title: 'Resumen' };

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Issue 14: the portfolio at the end of a day (today unless chosen), of every line or one. */
export function Component() {
  const [params, update] = useUrlParams();
  const date = isDay(params.get('fecha')) ? params.get('fecha')! : '';
  const line = Number(params.get('linea')) || undefined;
  const set = (name: string, value: string | undefined) =>
    update((p) => (value ? p.set(name, value) : p.delete(name)));
  const report = usePortfolio({ date: date || undefined, organization: line });
  const lines = useOrganizationOptions();
  const r = report.data;

  return (
    <>
      <PageHeader title="Resumen" />
      <Group mb="md" align="flex-end" gap="sm">
        <DayInput label="Al cierre del día" value={date} onChange={(d) => set('fecha', d)} />
        <ChoiceSelect
          label="Línea"
          placeholder="Todas las líneas"
          data={(lines.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          value={line ? String(line) : undefined}
          onChange={(v) => set('linea', v)}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {report.isError && (
        <Alert color="red" mb="md">
          {report.error.message}
        </Alert>
      )}
      {!r ? (
        report.isPending && <Skeleton height={320} />
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed">
            Cartera al cierre del {formatDay(r.date)}
          </Text>
          <SummaryCards report={r} line={line} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h4" mb="sm">
                {inUnit('Desembolsado y cobrado')}
              </Title>
              <MonthlyChart months={r.monthly} />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h4" mb="sm">
                Antigüedad de la mora
              </Title>
              <AgingChart aging={r.aging} />
            </Paper>
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Title order={3} size="h4" mb="sm">
              Por línea
            </Title>
            <LinesTable lines={r.byOrganization} />
          </Paper>
        </Stack>
      )}
    </>
  );
}
