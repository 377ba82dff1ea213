import { lineParam } from './line-param';
import { useUrlParams } from './use-url-params';

type FilterName = 'fecha' | 'estado' | 'cedula' | 'motivo' | 'destinatario';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A list's filters, kept in the URL (?fecha=2026-11-20&estado=Pagado&cedula=123&motivo=cuota) so
 * reload and back keep them. Changing one goes back to the first page.
 */
export function useListFilters() {
  const [params, update] = useUrlParams();
  const wantedDate = params.get('fecha');

  const set = (name: FilterName, value: string | undefined, replace: boolean) => {
    update(
      (updated) => {
        if (value) updated.set(name, value);
        else updated.delete(name);
        // Other filters, other rows: start again from the first page (usePageParam's key).
        updated.delete('pagina');
      },
      { replace },
    );
  };

  return {
    date: isDay(wantedDate) ? wantedDate : '',
    dni: params.get('cedula') ?? '',
    reason: params.get('motivo') ?? '',
    recipient: params.get('destinatario') ?? '',
    /** The line (?linea=), as the Resumen's links narrow a list to one. */
    line: lineParam(params),
    /** The status in the URL when it is one of `allowed`. */
    status: <S extends string>(allowed: readonly S[]): S | undefined =>
      allowed.find((s) => s === params.get('estado')),
    setDate: (value: string) => set('fecha', value, false),
    setStatus: (value: string | undefined) => set('estado', value, false),
    // Typing is not worth a history entry per keystroke.
    setDni: (value: string) => set('cedula', value.trim(), true),
    setReason: (value: string) => set('motivo', value.trim(), true),
    setRecipient: (value: string) => set('destinatario', value.trim(), true),
  };
}
