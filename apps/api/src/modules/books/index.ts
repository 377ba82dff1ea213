// The books module's public entry: what other modules use of it.
export { expenseExportColumns, fundExportColumns, incomeExportColumns } from './book-export';
export { expensesList } from './expenses-list';
export { fundsList } from './funds';
export { incomesList } from './incomes-list';
export { createExpense } from './expenses';
