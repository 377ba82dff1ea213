/** Writes `<meta name content>` into the page's head as the server would (null: none), replacing any. */
export function setMetaTag(name: string, content: string | null): void {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}
