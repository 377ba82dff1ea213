import { useSearchParams } from 'react-router';

type FilterName = 'fecha' | 'motivo' | 'cedula';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A book's filters, kept in the URL (?fecha=2026-11-20&motivo=cuota&cedula=123) so reload and back keep them. */
export function useBookFilters() {
  const [params, setParams] = useSearchParams();
  const wantedDate = params.get('fecha');
  const date = isDay(wantedDate) ? wantedDate : '';
  const reason = params.get('motivo') ?? '';
  const dni = params.get('cedula') ?? '';

  const setFilter = (name: FilterName, value: string, replace: boolean) => {
    // The live URL, not `params`: those are a render old and would drop a value that just landed.
    const updated = new URLSearchParams(window.location.search);
    if (value) updated.set(name, value);
    else updated.delete(name);
    // Other filters, other rows: start again from the first page (usePageParam's key).
    updated.delete('pagina');
    setParams(updated, { replace });
  };

  return {
    date,
    reason,
    dni,
    setDate: (value: string) => setFilter('fecha', value, false),
    // Typing is not worth a history entry per keystroke.
    setReason: (value: string) => setFilter('motivo', value.trim(), true),
    setDni: (value: string) => setFilter('cedula', value, true),
  };
}
