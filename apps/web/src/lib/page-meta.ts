/** What the server wrote into the page as `<meta name content>`, trimmed; undefined where none did (tests, the dev server). */
export function pageMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
}
