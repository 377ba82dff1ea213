/**
 * notifyError for the landing page's first paint: the toast code (and the api client it knows)
 * downloads only when there is something to say, keeping the landing light.
 */
export function notifyErrorLazily(error: unknown): void {
  void import('./notify').then(({ notifyError }) => notifyError(error));
}
