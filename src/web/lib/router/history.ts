/**
 * The session history the router moves through: the browser's (the address bar, Back and Forward) or one held in
 * memory for tests. Each entry carries `{ usr, key, idx }` in `history.state`, the shape React Router wrote before
 * this router replaced it (decision 0281), so tabs opened before an update keep their Back and Forward, and code
 * that reads `history.state.idx` (is there a page of ours to go back to?) or `.key` keeps working.
 */

/** Where the app is: an address and the state a navigation left with it. */
export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry; 'default' for the entry the document was loaded at. */
  key: string;
};

export type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

export interface History {
  readonly location: Location;
  /** The entry's position in the session, to tell how far a Back or Forward went. */
  readonly index: number;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called after Back or Forward (or `go`) has moved to another entry. */
  listen(listener: () => void): () => void;
}

export const createPath = ({ pathname, search, hash }: Path): string => `${pathname}${search}${hash}`;

/** A new entry's key: random, short, only compared for equality. */
export const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** An address (absolute, or '?query' and '#hash' against `from`) read into its parts. */
export function parsePath(to: string, from: Path): Path {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search === '?' ? '' : url.search, hash: url.hash };
}

type Entry = { usr?: unknown; key?: string; idx?: number } | null;

export function createBrowserHistory(win: Window = window): History {
  const read = (): { location: Location; index: number } => {
    const entry = win.history.state as Entry;
    const { pathname, search, hash } = win.location;
    return {
      location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
      index: entry?.idx ?? 0,
    };
  };
  let current = read();
  // The entry the document was loaded at gets its position, so a later Back can be measured from it.
  if ((win.history.state as Entry)?.idx == null)
    win.history.replaceState({ ...win.history.state, idx: 0 }, '');
  const write = (location: Location, index: number) => ({
    usr: location.state,
    key: location.key,
    idx: index,
  });

  return {
    get location() {
      return current.location;
    },
    get index() {
      return current.index;
    },
    push(location) {
      const index = current.index + 1;
      const url = createPath(location);
      try {
        win.history.pushState(write(location, index), '', url);
      } catch {
        // Safari caps a session at 100 entries per 30 s (and state must be cloneable): load the address instead.
        win.location.assign(url);
        return;
      }
      current = { location, index };
    },
    replace(location) {
      win.history.replaceState(write(location, current.index), '', createPath(location));
      current = { location, index: current.index };
    },
    go(delta) {
      win.history.go(delta);
    },
    listen(listener) {
      const onPop = () => {
        current = read();
        listener();
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** A history of its own for tests: `initialEntries` are addresses, the last one current unless told. */
export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const root: Path = { pathname: '/', search: '', hash: '' };
  const entries: Location[] = initialEntries.map((to, i) => ({
    ...parsePath(to, root),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<() => void>();
  return {
    get location() {
      return entries[index] as Location;
    },
    get index() {
      return index;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
