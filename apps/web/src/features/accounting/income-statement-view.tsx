import { Stack, Text } from '@mantine/core';
import { monthLabel } from '@app/domain';
import { bsText } from '../../lib/format';
import { useBooksParams } from './books-params';
import { useIncomeStatement } from './get-reports';
import { StatementMonth, StatementTable } from './statement-table';

/** Estado de resultados of a month: its income and expense accounts and the result. */
export function IncomeStatementView() {
  const books = useBooksParams();
  const statement = useIncomeStatement(books.month);
  const s = statement.data;
  return (
    <Stack gap="lg">
      <StatementMonth path="/api/reports/income-statement" />
      {statement.isError && <Text c="red">{statement.error.message}</Text>}
      <StatementTable
        title="Ingresos"
        rows={s?.income}
        totalBs={s?.totals.incomeBs}
        loading={statement.isPending}
      />
      <StatementTable
        title="Gastos"
        rows={s?.expenses}
        totalBs={s?.totals.expensesBs}
        loading={statement.isPending}
      />
      {s && (
        <Text fw={700} size="lg">
          Resultado de {monthLabel(s.month)}: {bsText(s.totals.resultBs)}
        </Text>
      )}
    </Stack>
  );
}
