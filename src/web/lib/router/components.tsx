import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type ErrorInfo,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { createPath } from './history';
import type { Router, RouterState, To } from './router';
import type { RouteObject } from './routes';

export const RouterContext = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside <RouterProvider>');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('A router hook was used outside <RouterProvider>');
  return state;
}

/**
 * Shows the router's screen. A new screen is rendered as a transition (React keeps the current one interactive
 * while it renders), or at once when the navigation asked for `flushSync`.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const stop = router.subscribe((next, { flushSync: now }) => {
      if (now) flushSync(() => setState(next));
      else startTransition(() => setState(next));
    });
    // A change between the first render and this subscription.
    setState(router.state);
    return stop;
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>{renderScreen(state)}</RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}

function renderScreen(state: RouterState): ReactNode {
  const { matches, error, location } = state;
  if (!state.initialized) {
    const Fallback = matches.find((route) => route.HydrateFallback)?.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  if (error !== null) {
    // The route whose code failed is still lazy; the nearest error element at or above it shows the error.
    const failed = matches.findIndex((route) => route.lazy);
    const at = failed === -1 ? matches.length - 1 : failed;
    let boundary = at;
    while (boundary >= 0 && !matches[boundary]?.errorElement) boundary -= 1;
    if (boundary < 0) {
      console.error(error);
      return null;
    }
    const shown = (
      <RouteErrorContext.Provider value={error}>{matches[boundary]?.errorElement}</RouteErrorContext.Provider>
    );
    return renderRoutes(matches.slice(0, boundary), 0, location.key, shown);
  }
  return renderRoutes(matches, 0, location.key, null);
}

/** Each route renders its content with the next one as its outlet; one with an error element catches below it. */
function renderRoutes(
  matches: RouteObject[],
  index: number,
  locationKey: string,
  last: ReactNode,
): ReactNode {
  const route = matches[index];
  if (!route) return last;
  const outlet = renderRoutes(matches, index + 1, locationKey, last);
  const Screen = route.Component;
  const content = Screen ? <Screen /> : route.element !== undefined ? route.element : outlet;
  const node = <OutletContext.Provider value={outlet}>{content}</OutletContext.Provider>;
  return route.errorElement ? (
    <RenderErrorBoundary resetKey={locationKey} fallback={route.errorElement}>
      {node}
    </RenderErrorBoundary>
  ) : (
    node
  );
}

type BoundaryProps = { resetKey: string; fallback: ReactNode; children: ReactNode };
type BoundaryState = { error: unknown; key: string };

/** A screen that throws while rendering shows its route's error element; the next address tries again. */
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

/** Where a layout shows the route below it. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link within the app: a real `<a href>` (it opens in a new tab, copies, and works before the code runs) whose
 * plain click navigates without loading the document. A link to the address already shown replaces it rather than
 * adding a second history entry of the same page.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const router = useRouter();
  const { location } = useRouterState();
  const path = router.resolve(to);
  const href = createPath(path);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          (target && target !== '_self') ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        )
          return;
        event.preventDefault();
        void router.navigate(path, { replace: replace ?? createPath(location) === href, state });
      }}
    />
  );
}

/** Navigates as soon as it is shown (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const router = useRouter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one navigation per time it is shown.
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, []);
  return null;
}
