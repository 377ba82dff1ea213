import type { RequestStatus } from '@app/domain';

/** What the API is sent for a status: the spec's Rechazado option sends 'Denegado'. */
export const statusQuery = (status: RequestStatus | undefined) =>
  status === 'Rechazado' ? 'Denegado' : status;
