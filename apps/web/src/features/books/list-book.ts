import { api, type Page, type QueryValue } from '../../lib/api-client';

/** A page of a book (incomes, expenses) and the ₽ sum of every row its filters select. */
export interface BookPage<T> extends Page<T> {
  totalPetro: number;
}

/** Reads a book's page with its X-Total-Petro header: the total the database summed over all matches. */
export async function listBook<T>(
  path: string,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<BookPage<T>> {
  const page = await api.list<T>(path, { query, signal });
  const totalPetro = Number(page.headers?.get('X-Total-Petro') ?? 0);
  return { ...page, totalPetro: Number.isFinite(totalPetro) ? totalPetro : 0 };
}
