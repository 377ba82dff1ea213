/**
 * The line (organization id) a list is narrowed to, from the URL's `linea` (the Resumen's "Ver la
 * lista" links carry it); a value the API would refuse is ignored.
 */
export function lineParam(params: URLSearchParams): number | undefined {
  const value = params.get('linea');
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
