import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeBody, OwnProfileBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { meQuery } from '../../lib/me';

/** `PATCH /api/auth/me`: the signed-in administrator's own cédula and phone. */
export function updateOwnProfile(body: OwnProfileBody): Promise<MeBody> {
  return api.request<MeBody>('/api/auth/me', { method: 'PATCH', body });
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      // The page behind the question may list this administrator (usuarios): show what was saved. A
      // one-time event, so every query is refreshed rather than naming another feature's keys.
      await queryClient.invalidateQueries();
    },
  });
}
