import type { DocumentView } from '@app/domain';

/** Each kind's newest live document: the one that counts (older ones are its history). */
export function newestByKind(documents: readonly DocumentView[]): Map<DocumentView['kind'], DocumentView> {
  const newest = new Map<DocumentView['kind'], DocumentView>();
  // The list comes newest first: the first of a kind is its newest.
  for (const document of documents) if (!newest.has(document.kind)) newest.set(document.kind, document);
  return newest;
}
