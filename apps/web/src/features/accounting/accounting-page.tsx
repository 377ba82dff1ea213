import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Tabs, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TitleHandle } from '../../lib/document-title';
import { PageHeader } from '../../components/page-header';
import { BalanceSheetView } from './balance-sheet-view';
import { bookViews, useBooksParams, type BookView } from './books-params';
import { IncomeStatementView } from './income-statement-view';
import { JournalView } from './journal-view';
import { LedgerView } from './ledger-view';
import { PeriodsView } from './periods-view';
import { TrialBalanceView } from './trial-balance-view';

export const handle: TitleHandle = { title: 'Contabilidad' };

const tabs: Record<BookView, { label: string; View: () => ReactNode }> = {
  diario: { label: 'Libro diario', View: JournalView },
  mayor: { label: 'Libro mayor', View: LedgerView },
  comprobacion: { label: 'Balance de comprobación', View: TrialBalanceView },
  resultados: { label: 'Estado de resultados', View: IncomeStatementView },
  balance: { label: 'Balance general', View: BalanceSheetView },
  cierres: { label: 'Cierres', View: PeriodsView },
};

/** Issue 32: the books, one tab per view (?vista=), each in Bs with the reference unit beside and exportable. */
export function Component() {
  const books = useBooksParams();
  // Only the chosen view asks the API: the others' panels stay empty.
  const { View } = tabs[books.view];
  return (
    <>
      <PageHeader title="Contabilidad" />
      <Tabs
        value={books.view}
        onChange={(value) => books.setView(bookViews.find((v) => v === value) ?? 'diario')}
        keepMounted={false}
      >
        {/* Six tabs do not fit a phone: the list scrolls sideways instead of pushing the page. */}
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {bookViews.map((view) => (
            <Tabs.Tab key={view} value={view} style={{ flex: 'none' }}>
              {tabs[view].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {bookViews.map((view) => (
          <Tabs.Panel key={view} value={view} pt="md">
            {view === books.view && (
              <>
                {/* The panel's own heading: screen readers jump to it, and a new tab shows a new one. */}
                <VisuallyHidden component="h3">{tabs[view].label}</VisuallyHidden>
                <View />
              </>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
