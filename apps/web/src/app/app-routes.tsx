import { useRoutes } from 'react-router';
import { toRouteObjects, RouteErrors } from './route-modules';
import { routes } from './router';

const routeObjects = toRouteObjects(routes);

/** The app's screens for the current URL (inside a BrowserRouter, or a StaticRouter at build time). */
export function AppRoutes() {
  return <RouteErrors>{useRoutes(routeObjects)}</RouteErrors>;
}
