import { paymentStatuses, type Payment } from '@app/domain';
import { useSearchParams } from 'react-router';

type FilterName = 'fecha' | 'estado' | 'cedula';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The list's filters, kept in the URL (?fecha=2026-11-20&estado=Aprobado&cedula=123) so reload and back keep them. */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  const wantedDate = params.get('fecha');
  const wantedStatus = params.get('estado');
  const date = isDay(wantedDate) ? wantedDate : '';
  const status: Payment['status'] | undefined = paymentStatuses.find((s) => s === wantedStatus);
  const dni = params.get('cedula') ?? '';

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
    date,
    status,
    dni,
    setDate: (value: string) => setFilter('fecha', value, false),
    setStatus: (value: Payment['status'] | undefined) => setFilter('estado', value, false),
    // Typing is not worth a history entry per keystroke.
    setDni: (value: string) => setFilter('cedula', value, true),
  };
}
