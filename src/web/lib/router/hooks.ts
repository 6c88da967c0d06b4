import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { RouteErrorContext, useRouter, useRouterState } from './components';
import type { Location } from './history';
import type { Blocker, BlockerFunction, NavigateOptions, Navigation, To } from './router';
import { matchPattern, type Params } from './routes';

export const useLocation = (): Location => useRouterState().location;

export const useParams = <P extends Params = Params>(): P => useRouterState().params as P;

/** Whether a screen's code is on its way, and for which address. */
export const useNavigation = (): Navigation => useRouterState().navigation;

/** What the nearest error element is showing. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

/** The current path's parameters under `pattern`, or null when it does not match. */
export function useMatch(pattern: string): { params: Params; pathname: string } | null {
  const { pathname } = useLocation();
  return useMemo(() => {
    const params = matchPattern(pattern, pathname);
    return params ? { params, pathname } : null;
  }, [pattern, pathname]);
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback<NavigateFunction>((to, options) => router.navigate(to, options), [router]);
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];
export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => Promise<void>;

/**
 * Whether the page this component was rendered on is being left or has been: the router shows or is loading
 * another path. A new address is rendered in a transition and the next page's code may still be loading, so for a
 * moment after a link was followed the old page is still mounted and its timers and effects still run. One that
 * navigated then (a search written to the address 300 ms after the last key, Chats opening its first
 * conversation) would land on the next page's address or cancel the person's click. Read through the returned
 * function, so a timer sees the router as it is when it fires.
 */
export function useLeavingPage(): () => boolean {
  const router = useRouter();
  const { pathname } = useLocation();
  return useCallback(() => {
    const { location, navigation } = router.state;
    return location.pathname !== pathname || (navigation.location?.pathname ?? pathname) !== pathname;
  }, [router, pathname]);
}

/**
 * The query string, and a setter that navigates to the same path with another one. The setter belongs to the page
 * it was rendered on: once that page is being left (useLeavingPage), what it writes is dropped.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { pathname, search } = useLocation();
  const leaving = useLeavingPage();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      if (leaving()) return Promise.resolve();
      const value =
        typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      const query = new URLSearchParams(value).toString();
      return router.navigate({ pathname, search: query }, options);
    },
    [router, pathname, leaving],
  );
  return [params, setParams];
}

/**
 * Holds navigations for which `shouldBlock` answers true until `proceed` or `reset`; the router has one blocker,
 * so one component of the app uses this.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    router.setBlocker((args) => latest.current(args));
    return () => router.setBlocker(null);
  }, [router]);
  return useRouterState().blocker;
}
