/**
 * The cooperative's name (the server's ORG_NAME), which the server writes into index.html's
 * `<meta name="application-name">`: read once, no request. 'Préstamos' where no server wrote it (tests).
 */
export const orgName =
  (typeof document !== 'undefined' &&
    document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim()) ||
  'Préstamos';
