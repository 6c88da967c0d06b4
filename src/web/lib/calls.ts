import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';
import type { CallAnswer, CallDeclaration, CallInput, PathParams } from '#domain/contracts/declare';
import type { LiveEvent, LiveEventType } from '#domain/contracts/live-events';
import { apiRequest, buildUrl, fetchPage, type Page, throwIfNotOk } from './api';
import { fetchWithRetry } from './busy-retry';
import { LIST_PAGE_SIZE, pageOffset } from './list-page';

/**
 * The browser's side of the declared calls (#domain/contracts/declare.ts): every call, query key and answer type
 * of a feature comes from a declaration, so no feature writes an `/api/...` path or an answer type by hand.
 */

type Params = Record<string, number | string>;

/**
 * The query key of a declared GET: the path up to its first parameter, then each further segment and parameter
 * on its own, then the query when there is one. ['/api/projects', 5, 'budget', 'items'] for
 * '/api/projects/:projectId/budget/items'. So invalidating a shorter key (['/api/projects', 5]) reaches every
 * answer under it, and lib/api.ts builds the URL back from the key.
 */
export function callKey(path: string, params?: Params, query?: object): QueryKey {
  const at = path.indexOf('/:');
  const parts: unknown[] = [];
  if (at < 0) parts.push(path);
  else {
    parts.push(path.slice(0, at));
    for (const segment of path.slice(at + 1).split('/')) {
      if (!segment.startsWith(':')) parts.push(segment);
      else {
        const value = params?.[segment.slice(1)];
        if (value === undefined) throw new Error(`The call ${path} needs its parameter ${segment.slice(1)}`);
        parts.push(value);
      }
    }
  }
  if (query && Object.values(query).some((v) => v !== undefined && v !== '')) parts.push(cleaned(query));
  return parts;
}

/** The query without empty values, which the address leaves out anyway. */
function cleaned(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * The key shared by every answer of a declared GET for these parameters (each query, each page): what a write
 * invalidates. `callPrefix(vendorCalls.list)` reaches every search and page of the vendors list.
 */
export function callPrefix<D extends CallDeclaration>(
  declaration: D,
  ...params: keyof PathParams<D['path']> extends never ? [] : [PathParams<D['path']>]
): QueryKey {
  return callKey(declaration.path, params[0] as Params | undefined);
}

/** The address of a declared call, for what the browser sends or loads by itself: a PDF link, an image, an upload. */
export function callUrl<D extends CallDeclaration>(declaration: D, input: CallInput<D>): string {
  const { params, query } = input as { params?: Params; query?: object };
  return buildUrl(callKey(declaration.path, params, query));
}

/**
 * The key of every answer under the call's path up to its first parameter, whatever the parameters:
 * `callBase(projectCalls.get)` is ['/api/projects'], reaching every project's answers and the projects lists.
 */
export function callBase(declaration: CallDeclaration): QueryKey {
  const at = declaration.path.indexOf('/:');
  return [at < 0 ? declaration.path : declaration.path.slice(0, at)];
}

/** Sends a declared call; an edit names the version it was made on (`ifMatch`), as lib/api.ts explains. */
export function call<D extends CallDeclaration>(
  declaration: D,
  input: CallInput<D>,
  options: { ifMatch?: string | undefined } = {},
): Promise<CallAnswer<D>> {
  const { params, query, body } = input as { params?: Params; query?: object; body?: unknown };
  const url = buildUrl(callKey(declaration.path, params, query));
  return apiRequest<CallAnswer<D>>(declaration.method, url, body, options);
}

/** What a cached answer remembers for the live-update rule: its declaration's notices and its parameters. */
export type CallMeta = { live?: readonly LiveEventType[]; params?: Params };

/** The query options of a declared GET: its key, its loader, and what makes it stale (`meta`, live-updates.ts). */
export function callQuery<D extends CallDeclaration>(declaration: D, input: CallInput<D>) {
  const { params, query } = input as { params?: Params; query?: object };
  return queryOptions<CallAnswer<D>>({
    queryKey: callKey(declaration.path, params, query),
    queryFn: () => call(declaration, input),
    meta: { live: declaration.live, params } satisfies CallMeta,
  });
}

/**
 * A declared list read a page at a time (a conversation's older messages, more of the chat list). The key, the
 * address and the live rule come from the declaration, as for callQuery; `pages` says how a page is asked for
 * (`query` for a cursor; undefined asks for the first), how it is read from the answer, and which cursor comes
 * after it (undefined: no more). `key` replaces the first page's address as the key where the feature
 * invalidates a shorter one.
 */
export function infiniteCallQuery<D extends CallDeclaration, P, C extends number>(
  declaration: D,
  input: CallInput<D>,
  pages: {
    query: (cursor: C | undefined) => object;
    read: (res: Response) => Promise<P>;
    next: (last: P, all: P[]) => C | undefined;
    key?: QueryKey;
  },
) {
  const { params } = input as { params?: Params };
  return infiniteQueryOptions<P, Error, InfiniteData<P, C | undefined>, QueryKey, C | undefined>({
    queryKey: pages.key ?? callKey(declaration.path, params, pages.query(undefined)),
    initialPageParam: undefined,
    queryFn: async ({ pageParam, signal }) => {
      const res = await fetchWithRetry(
        buildUrl(callKey(declaration.path, params, pages.query(pageParam as C | undefined))),
        {
          credentials: 'include',
          signal,
        },
      );
      await throwIfNotOk(res);
      return pages.read(res);
    },
    getNextPageParam: (last: P, all: P[]) => pages.next(last, all),
    meta: { live: declaration.live, params } satisfies CallMeta,
  });
}

type RowOf<D extends CallDeclaration> = CallAnswer<D> extends readonly (infer Row)[] ? Row : never;

/**
 * One page of a declared paged list (`paged: true`): the rows and the total from x-total-count. The rows shown
 * stay while the next page, search or sort loads (keepPreviousData) instead of flashing placeholders.
 */
export function pagedCallQuery<D extends CallDeclaration & { paged: true }>(
  declaration: D,
  input: CallInput<D>,
  page: number,
) {
  const { params, query } = input as { params?: Params; query?: object };
  return queryOptions<Page<RowOf<D>>>({
    queryKey: callKey(declaration.path, params, {
      ...query,
      limit: LIST_PAGE_SIZE,
      offset: pageOffset(page),
    }),
    queryFn: ({ queryKey, signal }) => fetchPage<RowOf<D>>(queryKey, signal),
    placeholderData: keepPreviousData,
    meta: { live: declaration.live, params } satisfies CallMeta,
  });
}

/**
 * The live-update rule (docs/product.md#live-updates), derived from the declarations: a notice makes a cached
 * answer stale when the answer's declaration lists the notice's type and every id the notice carries that the
 * call's path also names is the same. A resync makes everything live stale.
 */
export function isStaleAfter(meta: CallMeta | undefined, event: LiveEvent): boolean {
  if (event.type === 'resync') return true;
  if (!meta?.live?.includes(event.type)) return false;
  for (const [name, value] of Object.entries(event)) {
    if (name === 'type' || typeof value !== 'number') continue;
    const param = meta.params?.[name];
    if (param !== undefined && Number(param) !== value) return false;
  }
  return true;
}
