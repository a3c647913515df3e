import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// The first load of '/' renders the home page without React Router (app/start-home.tsx): the router
// and React Query would be about a third of its JavaScript. The screens it renders (the home page,
// the shell and its bottom navigation) read the address and move through this small interface instead;
// inside the routed app it is backed by React Router (app/router-navigator.tsx).

export type TNavigateOptions = { replace?: boolean; preventScrollReset?: boolean };

export type TNavigator = {
  pathname: string;
  /** The query string, with its '?' (or empty). */
  search: string;
  /** `to` is an absolute path of this site, with an optional query. */
  navigate: (to: string, options?: TNavigateOptions) => void;
  /** A navigation is likely (a pointer over a link, a focused link): the light home page starts loading the app. */
  prefetch: () => void;
};

const NavigatorContext = createContext<TNavigator | null>(null);

export const NavigatorProvider = NavigatorContext.Provider;

export function useNavigator(): TNavigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useNavigator() doit être appelé sous un NavigatorProvider.');
  return navigator;
}

/** A click the page should handle itself: main button, no modifier key, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link to a page of the site, followed without reloading the page (a real `<a href>` for everything else). */
export function AppLink({ to, onClick, onFocus, onPointerEnter, ...props }: AppLinkProps) {
  const { pathname, search, navigate, prefetch } = useNavigator();
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        // As React Router's <Link>: a link to the page already shown replaces it in the history.
        navigate(to, { replace: to === `${pathname}${search}` });
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
    />
  );
}
