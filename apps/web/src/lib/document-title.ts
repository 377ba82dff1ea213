/** What a route module adds to the tab's title: `export const handle: TitleHandle = { title: 'Pagos' }`. */
export interface TitleHandle {
  title: string;
}

/**
 * The tab's title from the matched routes, innermost first, then the cooperative's name:
 * "Pagos · Administración · Préstamos"; the landing, with no title of its own, is the name alone.
 */
export function documentTitle(matches: readonly { handle?: unknown }[], orgName: string): string {
  const titles = matches.flatMap((m) => (m.handle as Partial<TitleHandle> | undefined)?.title ?? []);
  return [...titles.reverse(), orgName].join(' · ');
}
