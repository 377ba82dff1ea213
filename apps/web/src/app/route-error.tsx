import { GENERIC_ERROR } from '@app/domain';

/** Shown when a route throws or its code fails to download (e.g. after a deploy): plain markup, no extra chunk. */
export function RouteError() {
  return (
    <main>
      <h1>{GENERIC_ERROR}</h1>
      <p>
        <a href={window.location.pathname}>Reintentar</a> · <a href="/">Ir al inicio</a>
      </p>
    </main>
  );
}
