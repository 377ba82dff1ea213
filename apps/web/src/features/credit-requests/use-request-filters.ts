import { requestStatuses, type RequestStatus } from '@app/domain';
import { useSearchParams } from 'react-router';

type FilterName = 'cedula' | 'estado';

/** The list's filters, kept in the URL (?cedula=123&estado=Aprobado) so reload and back keep them. */
export function useRequestFilters() {
  const [params, setParams] = useSearchParams();
  const dni = params.get('cedula') ?? '';
  const wanted = params.get('estado');
  const status: RequestStatus | undefined = requestStatuses.find((s) => s === wanted);

  const setFilter = (name: FilterName, value: string | undefined, replace: boolean) => {
    // The live URL, not `params`: those are a render old and would drop a cédula that just landed.
    const updated = new URLSearchParams(window.location.search);
    if (value) updated.set(name, value);
    else updated.delete(name);
    // Other filters, other rows: start again from the first page (usePageParam's key).
    updated.delete('pagina');
    setParams(updated, { replace });
  };

  return {
    dni,
    status,
    // Typing is not worth a history entry per keystroke.
    setDni: (value: string) => setFilter('cedula', value, true),
    setStatus: (value: RequestStatus | undefined) => setFilter('estado', value, false),
  };
}

/** What the API is sent for a status: the spec's Rechazado option sends 'Denegado'. */
export const statusQuery = (status: RequestStatus | undefined) =>
  status === 'Rechazado' ? 'Denegado' : status;
