import { Stack, Text } from '@mantine/core';
import { bsText, formatDay } from '../../lib/format';
import { useBooksParams } from './books-params';
import { useBalanceSheet } from './get-reports';
import { StatementMonth, StatementTable } from './statement-table';

/** Balance general at a month's last day: assets against liabilities, equity and the result not yet closed. */
export function BalanceSheetView() {
  const books = useBooksParams();
  const sheet = useBalanceSheet(books.month);
  const s = sheet.data;
  const loading = sheet.isPending;
  return (
    <Stack gap="lg">
      <StatementMonth path="/api/reports/balance-sheet" />
      {sheet.isError && <Text c="red">{sheet.error.message}</Text>}
      {s && <Text>Al {formatDay(s.date)}</Text>}
      <StatementTable title="Activo" rows={s?.assets} totalBs={s?.totals.assetsBs} loading={loading} />
      <StatementTable
        title="Pasivo"
        rows={s?.liabilities}
        totalBs={s?.totals.liabilitiesBs}
        loading={loading}
      />
      <StatementTable title="Patrimonio" rows={s?.equity} totalBs={s?.totals.equityBs} loading={loading} />
      {/* What balances the sheet until the year's result is closed into equity. */}
      {s && <Text fw={700}>Resultado acumulado: {bsText(s.totals.resultBs)}</Text>}
    </Stack>
  );
}
