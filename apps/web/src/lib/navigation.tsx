import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Moves to a path: the router's navigate inside the app, a page load on the landing (which has no router). */
export type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate>((to) => window.location.assign(to));

/** RootLayout gives the router's navigate; without it (the landing) a link loads the page. */
export const NavigationProvider = NavigateContext.Provider;

export const useAppNavigate = (): Navigate => useContext(NavigateContext);

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link for components the landing and the app share: a real href, followed by the router when there is one. */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useAppNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A new tab or window (modifier keys, middle click) stays the browser's.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
