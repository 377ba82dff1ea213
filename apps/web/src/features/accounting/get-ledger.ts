import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Ledger } from '@app/domain';
import { api } from '../../lib/api-client';
import { booksKeys } from './books-keys';

export interface LedgerParams {
  limit: number;
  offset: number;
  from?: string;
  to?: string;
}

/** A ledger page and the count of the account's lines in the range (X-Total-Count). */
export type LedgerPage = Ledger & { total: number };

/** `GET /api/ledger/{code}`: oldest first, the page's opening and closing balances around its lines. */
export async function getLedger(
  code: string,
  params: LedgerParams,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  const { body, headers } = await api.withHeaders<Ledger>(`/api/ledger/${encodeURIComponent(code)}`, {
    query: { ...params },
    signal,
  });
  const total = Number(headers.get('X-Total-Count') ?? body.lines.length);
  return { ...body, total: Number.isFinite(total) ? total : body.lines.length };
}

/** The ledger of `code`; nothing is asked until an account is chosen. */
export function useLedger(code: string | undefined, params: LedgerParams) {
  return useQuery({
    queryKey: booksKeys.ledger(code ?? '', params),
    queryFn: ({ signal }) => getLedger(code!, params, signal),
    enabled: code !== undefined,
    placeholderData: keepPreviousData,
  });
}
