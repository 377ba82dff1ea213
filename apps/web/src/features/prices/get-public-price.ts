import type { Price } from '@app/domain';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api-client';

/** The current rate for visitors (the landing's application form), or null before the first one. */
async function getPublicPrice(): Promise<Price | null> {
  try {
    return await api.request<Price>('/api/prices/current', { auth: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The landing has no query cache (it stays light): one read when the form appears. Undefined
 * while it loads, null without a rate, 'error' when it could not be read.
 */
export function usePublicPrice(): Price | null | undefined | 'error' {
  const [price, setPrice] = useState<Price | null | undefined | 'error'>(undefined);
  useEffect(() => {
    let current = true;
    getPublicPrice().then(
      (read) => current && setPrice(read),
      () => current && setPrice('error'),
    );
    return () => {
      current = false;
    };
  }, []);
  return price;
}
