import { listSorts, sortOrders, type ListName, type SortKey, type SortOrder } from '@app/domain';

import { useUrlParams } from './use-url-params';

type AnySortKey = SortKey<ListName>;

/**
 * How each API sort key reads in the URL (?orden=monto&dir=asc) and which way a first click
 * orders it: names and cédulas A→Z, dates and amounts newest and largest first.
 */
const inUrl: Record<AnySortKey, { word: string; first: SortOrder }> = {
  created: { word: 'creacion', first: 'desc' },
  date: { word: 'fecha', first: 'desc' },
  at: { word: 'fecha', first: 'desc' },
  amount: { word: 'monto', first: 'desc' },
  dni: { word: 'cedula', first: 'asc' },
  lastNames: { word: 'apellidos', first: 'asc' },
  name: { word: 'nombre', first: 'asc' },
};

/** A list's order as a table shows it: the key and direction in force, and what a header click does. */
export interface ListSort<K extends string> {
  key: K;
  order: SortOrder;
  /** A click on the header of `key`: its first direction, or the other one when it already orders the list. */
  onSort: (key: K) => void;
}

/**
 * The order of a back-office list, kept in the URL like its filters so reload and back keep it. A
 * word or direction the list does not know falls back to the API's default (its first key, newest
 * first); choosing another order goes back to the first page.
 */
export function useListSort<L extends ListName>(list: L): ListSort<SortKey<L>> {
  const [params, update] = useUrlParams();
  const keys: readonly SortKey<L>[] = listSorts[list];
  const fallback = keys[0]!;
  const key = keys.find((k) => inUrl[k].word === params.get('orden')) ?? fallback;
  const order = sortOrders.find((o) => o === params.get('dir')) ?? 'desc';

  const onSort = (next: SortKey<L>) => {
    const nextOrder = next === key ? (order === 'asc' ? 'desc' : 'asc') : inUrl[next].first;
    update((updated) => {
      // The default order reads as no order at all: the URL stays as the sidebar link wrote it.
      if (next === fallback && nextOrder === 'desc') {
        updated.delete('orden');
        updated.delete('dir');
      } else {
        updated.set('orden', inUrl[next].word);
        updated.set('dir', nextOrder);
      }
      // Another order, other rows on each page: start again from the first one.
      updated.delete('pagina');
    });
  };

  return { key, order, onSort };
}
