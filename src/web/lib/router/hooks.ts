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

/** The query string, and a setter that navigates to the same path with another one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value =
        typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      const query = new URLSearchParams(value).toString();
      return router.navigate({ pathname: router.state.location.pathname, search: query }, options);
    },
    [router],
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
