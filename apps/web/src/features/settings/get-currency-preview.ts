import { useQuery } from '@tanstack/react-query';
import type { CurrencyChangeForm, CurrencyPreview } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type PreviewParams = Pick<CurrencyChangeForm, 'code' | 'factor'>;

/** `GET /api/settings/currency/preview`: what changing to `code` at `factor` would convert. */
export function getCurrencyPreview(params: PreviewParams, signal?: AbortSignal): Promise<CurrencyPreview> {
  return api.request<CurrencyPreview>('/api/settings/currency/preview', { query: { ...params }, signal });
}

/** The preview of the change asked for; nothing is asked while `params` is null. */
export function useCurrencyPreview(params: PreviewParams | null) {
  return useQuery({
    queryKey: queryKeys.currencyPreview.of(params ?? {}),
    queryFn: ({ signal }) => getCurrencyPreview(params!, signal),
    enabled: params !== null,
    // The portfolio moves with every payment: a preview is asked for when shown, never reused.
    staleTime: 0,
    gcTime: 0,
  });
}
