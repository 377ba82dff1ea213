import { businessDate, journalSources, type JournalSource } from '@app/domain';
import { useUrlParams } from '../../lib/use-url-params';

/** The books' tabs, as ?vista= names them. */
export const bookViews = ['diario', 'mayor', 'comprobacion', 'resultados', 'balance', 'cierres'] as const;
export type BookView = (typeof bookViews)[number];

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isMonth = (value: string | null): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The business day's month, 'yyyy-mm': the statements' and the trial balance's default. */
export const thisMonth = (): string => businessDate().slice(0, 7);

type ParamName = 'vista' | 'desde' | 'hasta' | 'cuenta' | 'origen' | 'mes';

/**
 * What the books show, kept in the URL (?vista=mayor&cuenta=1.1.01&desde=…&hasta=…&mes=2026-10) so
 * reload, back and a shared link keep it. Changing any of it goes back to the first page.
 */
export function useBooksParams() {
  const [params, update] = useUrlParams();
  const set = (name: ParamName, value: string | undefined) =>
    update((updated) => {
      if (value) updated.set(name, value);
      else updated.delete(name);
      updated.delete('pagina');
    });
  const from = params.get('desde');
  const to = params.get('hasta');
  const month = params.get('mes');
  return {
    view: bookViews.find((v) => v === params.get('vista')) ?? 'diario',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    account: params.get('cuenta') ?? '',
    source: journalSources.find((s) => s === params.get('origen')) as JournalSource | undefined,
    month: isMonth(month) ? month : thisMonth(),
    setView: (view: BookView) =>
      // Another tab reads other filters' meaning: it starts from its own defaults, the account aside.
      update((updated) => {
        for (const name of ['pagina', 'desde', 'hasta', 'origen', 'mes']) updated.delete(name);
        if (view === 'diario') updated.delete('vista');
        else updated.set('vista', view);
      }),
    setFrom: (day: string) => set('desde', day),
    setTo: (day: string) => set('hasta', day),
    setAccount: (code: string | undefined) => set('cuenta', code),
    setSource: (source: string | undefined) => set('origen', source),
    setMonth: (month: string) => set('mes', isMonth(month) ? month : undefined),
  };
}

/** 'yyyy-mm' → its first and last days. */
export function monthRange(month: string): { from: string; to: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
