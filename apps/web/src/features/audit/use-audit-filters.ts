import { auditEntities, isCalendarDate } from '@app/domain';
import { lineParam } from '../../lib/line-param';
import { useUrlParams } from '../../lib/use-url-params';

type AuditFilterName = 'desde' | 'hasta' | 'administrador' | 'tipo' | 'registro';

const day = (value: string | null): string => (value && isCalendarDate(value) ? value : '');

const positiveId = (value: string | null): number | undefined => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The trail's filters, kept in the URL (?desde=2026-11-01&hasta=2026-11-30&administrador=3&tipo=payment)
 * like the other lists' (useListFilters), so reload and back keep them; `registro` narrows `tipo`
 * to one record (a loan's history links there). A value the URL holds but the API would refuse is
 * ignored. Changing one goes back to the first page.
 */
export function useAuditFilters() {
  const [params, update] = useUrlParams();

  /** Sets one filter and drops `dropped`, the ones that depended on it. */
  const set = (name: AuditFilterName, value: string | undefined, ...dropped: AuditFilterName[]) => {
    update((updated) => {
      if (value) updated.set(name, value);
      else updated.delete(name);
      for (const other of dropped) updated.delete(other);
      // Other filters, other rows: start again from the first page (usePageParam's key).
      updated.delete('pagina');
    });
  };

  const entity = auditEntities.find((e) => e === params.get('tipo'));
  return {
    from: day(params.get('desde')),
    to: day(params.get('hasta')),
    administratorId: positiveId(params.get('administrador')),
    line: lineParam(params),
    entity,
    // One record's id means nothing without its kind (the API refuses it alone).
    entityId: entity ? positiveId(params.get('registro')) : undefined,
    setFrom: (value: string) => set('desde', value),
    setTo: (value: string) => set('hasta', value),
    setAdministratorId: (value: string | undefined) => set('administrador', value),
    // Another kind of record is another record: the one chosen goes.
    setEntity: (value: string | undefined) => set('tipo', value, 'registro'),
    clearEntityId: () => set('registro', undefined),
  };
}
