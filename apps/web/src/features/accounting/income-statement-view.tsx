import { Stack, Text } from '@mantine/core';
import { monthLabel } from '@app/domain';
import { ExportMenu } from '../../components/export-menu';
import { bsText } from '../../lib/format';
import { BooksFilters } from './books-filters';
import { useBooksParams } from './books-params';
import { useIncomeStatement } from './get-reports';
import { StatementTable } from './statement-table';

/** Estado de resultados of a month: its income and expense accounts and the result. */
export function IncomeStatementView() {
  const books = useBooksParams();
  const statement = useIncomeStatement(books.month);
  const s = statement.data;
  return (
    <Stack gap="lg">
      <BooksFilters
        month={{ value: books.month, onChange: books.setMonth }}
        actions={<ExportMenu path="/api/reports/income-statement" params={{ month: books.month }} pdf />}
      />
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
