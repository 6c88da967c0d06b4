import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';

/** A screen's module, loaded the first time its route is visited. */
export type LazyRoute = () => Promise<{ Component?: ComponentType | null; element?: ReactNode }>;

/**
 * A route of the app: a path (absolute, or relative to its parent's) or none (a layout that wraps its children),
 * and what it shows. Children render in the parent's `<Outlet />`.
 */
export type RouteObject = {
  path?: string;
  /** Shown at the parent's own path. */
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  lazy?: LazyRoute;
  children?: RouteObject[];
  /** Shown instead of this route and what is under it when one of them throws or its code fails to load. */
  errorElement?: ReactNode;
  /** Shown while the first screen's code loads. */
  HydrateFallback?: ComponentType | null;
};

export type Params = Record<string, string | undefined>;

/** The parameter names of a path: PathParam<'/projects/:id/change-orders/:changeOrderId'> is 'id' | 'changeOrderId'. */
export type PathParam<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParam<`/${Tail}`>
    : Rest
  : never;

/** A route's full path with the routes from the root down to it. */
type Branch = { routes: RouteObject[]; keys: string[]; pattern: RegExp; score: number };

export type RouteMatch = { routes: RouteObject[]; params: Params };

const join = (parent: string, path: string) =>
  path.startsWith('/') || path === '*' ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * How specific a path is, so that '/projects/new' wins over '/projects/:id' and both over '*' whatever their
 * order: each static segment counts 10, a parameter 3, an index route 2 more, and a catch-all takes 2 away.
 */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/').filter((segment) => segment !== '');
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) score += segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10;
  return score;
}

function flatten(
  routes: RouteObject[],
  parents: RouteObject[],
  parentPath: string,
  into: Branch[],
): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const path = route.index
      ? parentPath
      : route.path === undefined
        ? undefined
        : join(parentPath, route.path);
    if (route.children) flatten(route.children, chain, path ?? parentPath, into);
    if (path === undefined) continue;
    const { keys, pattern } = parse(path);
    into.push({ routes: chain, keys, pattern, score: scoreOf(path, route.index === true) });
  }
  return into;
}

/** The routes' branches, most specific first (the sort is stable: equal ones keep their order). */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return flatten(routes, [], '/', []).sort((a, b) => b.score - a.score);
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Tests one path against a pattern ('/projects/:id'); its parameters, or null. */
export function matchPattern(pattern: string, pathname: string): Params | null {
  return matchBranch(parse(pattern), pathname);
}

function matchBranch(branch: { keys: string[]; pattern: RegExp }, pathname: string): Params | null {
  const found = branch.pattern.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  branch.keys.forEach((key, i) => {
    const value = found[i + 1];
    params[key] = value === undefined ? undefined : decode(value);
  });
  return params;
}

/** The first branch, by rank, whose path takes `pathname`. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch | null {
  for (const branch of branches) {
    const params = matchBranch(branch, pathname);
    if (params) return { routes: branch.routes, params };
  }
  return null;
}
