import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text } from '@mantine/core';
import type { CurrencyPreview as Preview } from '@app/domain';
import { NO_VALUE, formatCount, rateText, unitText } from '../../lib/format';

/** One figure of the preview: what it is, then its value (before → after when it changes). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

const rate = (value: number | null, symbol: string) => (value === null ? NO_VALUE : rateText(value, symbol));

/** What the change would convert, as the server counts it now: counts, the portfolio and the rate, before and after. */
export function CurrencyPreview({ preview }: { preview: Preview }) {
  const { from, to } = preview;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
      <Figure label="Préstamos a convertir" value={formatCount(preview.loans)} />
      <Figure
        label="Movimientos a convertir (pagos, ingresos y egresos)"
        value={formatCount(preview.movements)}
      />
      <Figure
        label="Saldo por cobrar de la cartera"
        value={`${unitText(preview.outstandingBefore, from.symbol)} → ${unitText(preview.outstandingAfter, to.symbol)}`}
      />
      <Figure
        label="Tasa vigente"
        value={`${rate(preview.rateBefore, from.symbol)} → ${rate(preview.rateAfter, to.symbol)}`}
      />
    </SimpleGrid>
  );
}
