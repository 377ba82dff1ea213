import {
  Component as ReactComponent,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { documentTitle, type TitleHandle } from '../lib/document-title';
import { orgName } from '../lib/org-name';
import { RouteError } from './route-error';

/** What a lazy route module exports (React Router's conventions, without its data router, decision 26). */
export interface RouteModule {
  Component: ComponentType;
  /** The screen's part of the tab's title. */
  handle?: TitleHandle;
  /** Where to send the visitor instead (a session of the wrong kind), or null to render. */
  guard?: () => string | null;
  /** Data read before the first paint, once, when the module arrives (the admin panel's profile). */
  prepare?: () => Promise<unknown>;
}

/** A route of the app: a path and a lazily loaded module, or a plain component or element. */
export interface AppRoute {
  path?: string;
  index?: boolean;
  lazy?: () => Promise<RouteModule>;
  Component?: ComponentType;
  element?: ReactNode;
  children?: AppRoute[];
}

/** The titles of the enclosing routes, outermost first. */
const TitleChain = createContext<readonly { handle?: TitleHandle }[]>([]);

const pages = new Map<AppRoute['lazy'], LazyExoticComponent<ComponentType<{ leaf: boolean }>>>();

/** One React.lazy per module, made once: navigating back never reloads or remounts a page's code. */
function lazyPage(load: NonNullable<AppRoute['lazy']>) {
  let page = pages.get(load);
  if (!page) {
    page = lazy(async () => {
      const module = await load();
      await module.prepare?.().catch(() => undefined);
      return { default: ({ leaf }: { leaf: boolean }) => <ModuleView module={module} leaf={leaf} /> };
    });
    pages.set(load, page);
  }
  return page;
}

function ModuleView({ module, leaf }: { module: RouteModule; leaf: boolean }) {
  const parents = useContext(TitleChain);
  const chain = module.handle ? [...parents, { handle: module.handle }] : parents;
  // At build time a guard has no session to read: the pre-rendered carrier pages are drawn as a signed-in
  // carrier sees them first, and the browser's own guard sends anyone else away on hydrating.
  const to = import.meta.env.SSR ? null : (module.guard?.() ?? null);
  const title = documentTitle(chain, orgName);
  useEffect(() => {
    // The innermost route names the tab; its layouts only add their part to it.
    if (leaf && !to) document.title = title;
  }, [leaf, to, title]);
  if (to) return <Navigate to={to} replace />;
  return (
    <TitleChain.Provider value={chain}>
      <module.Component />
    </TitleChain.Provider>
  );
}

/** React Router's route objects for useRoutes: each lazy module behind its own Suspense boundary. */
export function toRouteObjects(list: readonly AppRoute[]): RouteObject[] {
  return list.map((route) => {
    let element = route.element;
    if (route.lazy) {
      const Page = lazyPage(route.lazy);
      // No fallback: navigations run in a transition, so the old screen stays until the new one is here.
      element = (
        <Suspense fallback={null}>
          <Page leaf={!route.children?.length} />
        </Suspense>
      );
    } else if (route.Component) element = <route.Component />;
    const children = route.children ? toRouteObjects(route.children) : undefined;
    return (route.index ? { index: true, element } : { path: route.path, element, children }) as RouteObject;
  });
}

/** A screen that throws, or whose code fails to download (after a deploy), shows RouteError; a new path retries. */
class RouteErrorBoundary extends ReactComponent<
  { pathname: string; children: ReactNode },
  { pathname: string; failed: boolean }
> {
  override state = { pathname: this.props.pathname, failed: false };
  // Another path is another try, as React Router's errorElement did; the screens stay mounted meanwhile.
  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrors({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{children}</RouteErrorBoundary>;
}
