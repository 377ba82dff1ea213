import { collectionBuckets } from '@app/domain';
import { lineParam } from '../../lib/line-param';
import { useUrlParams } from '../../lib/use-url-params';

type CollectionFilterName = 'linea' | 'tramo' | 'cedula';

/**
 * The desk's filters, kept in the URL (?linea=3&tramo=31-60&cedula=123) like the other lists', so
 * reload and back keep them; a value the API would refuse is ignored. A change goes back to page 1.
 */
export function useCollectionFilters() {
  const [params, update] = useUrlParams();

  const set = (name: CollectionFilterName, value: string | undefined, replace = false) => {
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
    organization: lineParam(params),
    bucket: collectionBuckets.find((b) => b === params.get('tramo')),
    dni: params.get('cedula') ?? '',
    setOrganization: (id: string | undefined) => set('linea', id),
    setBucket: (bucket: string | undefined) => set('tramo', bucket),
    // Typing is not worth a history entry per keystroke.
    setDni: (dni: string) => set('cedula', dni.trim(), true),
  };
}
