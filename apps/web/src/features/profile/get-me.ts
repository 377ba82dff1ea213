import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/me';

export function useMe() {
  return useQuery(meQuery);
}
