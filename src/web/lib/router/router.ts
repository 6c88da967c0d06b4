import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type Location,
  newKey,
  type Path,
  parsePath,
} from './history';
import { matchRoutes, type Params, type RouteObject, rankRoutes } from './routes';

/**
 * The app's router (decision 0281): which screen an address shows, the screen's code loaded before the address
 * changes (the page on screen stays, with a loading bar, until the next one can render), Back and Forward, and one
 * blocker that holds a navigation while a form has unsaved changes. Its API is the part of React Router's data
 * router the app used, under the same names, so that screens and tests read as they did.
 */

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export type Navigation = { state: 'idle'; location?: undefined } | { state: 'loading'; location: Location };

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed?: undefined; reset?: undefined };

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

export type RouterState = {
  location: Location;
  /** The routes from the root down to the screen shown. */
  matches: RouteObject[];
  params: Params;
  navigation: Navigation;
  /** False until the first screen's code has arrived. */
  initialized: boolean;
  /** Why the screen cannot be shown (its code failed to load, or no route takes the address), or null. */
  error: unknown;
  blocker: Blocker;
};

export type To = string | Partial<Path>;
export type NavigateOptions = {
  replace?: boolean;
  state?: unknown;
  /** Render the new screen before the call returns (for code that reads the page right after). */
  flushSync?: boolean;
};

type Listener = (state: RouterState, options: { flushSync: boolean }) => void;

export interface Router {
  readonly state: RouterState;
  subscribe(listener: Listener): () => void;
  /** Goes to an address, or `delta` entries back or forward; settles when the new screen is in the state. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** The router's one blocker, or null to remove it. */
  setBlocker(blocker: BlockerFunction | null): void;
  /** An address against the current one: '?tab=x' keeps the path. */
  resolve(to: To): Path;
  dispose(): void;
}

/** No route takes the address (the app has a catch-all, so only a test sees this). */
export class NoRouteError extends Error {}

const idle: Navigation = { state: 'idle' };
const unblocked: Blocker = { state: 'unblocked' };

/** Loads a lazy route's module once, into the route itself; a failed load is tried again next time. */
const loads = new WeakMap<RouteObject, Promise<void>>();
function load(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let loading = loads.get(route);
  if (!loading) {
    loading = lazy().then((module) => {
      Object.assign(route, module);
      route.lazy = undefined;
    });
    loads.set(route, loading);
    loading.catch(() => loads.delete(route));
  }
  return loading;
}

export function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rankRoutes(routes);
  const listeners = new Set<Listener>();
  let state: RouterState = {
    location: history.location,
    matches: [],
    params: {},
    navigation: idle,
    initialized: false,
    error: null,
    blocker: unblocked,
  };
  let blockerFunction: BlockerFunction | null = null;
  // The navigation under way: a newer one makes an older one's result moot.
  let pending: object | null = null;
  // The history position of the location in `state`, to undo a Back or Forward that a blocker holds.
  let shownIndex = history.index;
  let ignoreNextPop = false;
  let passNextPop = false;

  const update = (patch: Partial<RouterState>, flushSync = false) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state, { flushSync });
  };

  async function complete(next: Location, action: HistoryAction, flushSync = false): Promise<void> {
    const token = {};
    pending = token;
    const found = matchRoutes(branches, next.pathname);
    const matches = found?.routes ?? [];
    let error: unknown = found ? null : new NoRouteError(next.pathname);
    if (matches.some((route) => route.lazy)) {
      // Before the first screen, the matches name the fallback to show meanwhile.
      update(
        { navigation: { state: 'loading', location: next }, ...(state.initialized ? {} : { matches }) },
        flushSync,
      );
      try {
        await Promise.all(matches.map(load));
      } catch (failure) {
        error = failure;
      }
      if (pending !== token) return;
    }
    pending = null;
    if (action === 'PUSH') history.push(next);
    else if (action === 'REPLACE') history.replace(next);
    shownIndex = history.index;
    update(
      {
        location: next,
        matches,
        params: found?.params ?? {},
        navigation: idle,
        initialized: true,
        error,
        // A navigation let through by the blocker's `proceed` has arrived.
        blocker: state.blocker.state === 'proceeding' ? unblocked : state.blocker,
      },
      flushSync,
    );
  }

  const blocks = (next: Location, action: HistoryAction) =>
    blockerFunction !== null &&
    state.blocker.state === 'unblocked' &&
    blockerFunction({ currentLocation: state.location, nextLocation: next, historyAction: action });

  const stopListening = history.listen(() => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const next = history.location;
    const delta = shownIndex - history.index;
    if (!passNextPop && delta !== 0 && blocks(next, 'POP')) {
      // The browser has already moved: go back to where we were, and ask.
      ignoreNextPop = true;
      history.go(delta);
      update({
        blocker: {
          state: 'blocked',
          location: next,
          reset: () => update({ blocker: unblocked }),
          proceed: () => {
            update({ blocker: { state: 'proceeding', location: next } });
            passNextPop = true;
            history.go(-delta);
          },
        },
      });
      return;
    }
    passNextPop = false;
    void complete(next, 'POP');
  });

  const resolve = (to: To): Path =>
    typeof to === 'string'
      ? parsePath(to, state.location)
      : {
          pathname: to.pathname ?? state.location.pathname,
          search:
            to.search && to.search !== '?' ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '',
          hash: to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '',
        };

  const router: Router = {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const action: HistoryAction = options.replace ? 'REPLACE' : 'PUSH';
      const next: Location = { ...resolve(to), state: options.state ?? null, key: newKey() };
      if (blocks(next, action)) {
        update({
          blocker: {
            state: 'blocked',
            location: next,
            reset: () => update({ blocker: unblocked }),
            proceed: () => {
              update({ blocker: { state: 'proceeding', location: next } });
              void complete(next, action);
            },
          },
        });
        return Promise.resolve();
      }
      return complete(next, action, options.flushSync);
    },
    setBlocker(blocker) {
      blockerFunction = blocker;
      if (!blocker && state.blocker.state === 'blocked') update({ blocker: unblocked });
    },
    resolve,
    dispose() {
      stopListening();
      listeners.clear();
    },
  };
  void complete(history.location, 'POP');
  return router;
}

export const createBrowserRouter = (routes: RouteObject[]) => createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
) => createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
