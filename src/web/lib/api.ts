import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { authCalls } from '#calls/account-security';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { fetchWithRetry } from './busy-retry';
import { callPrefix, callUrl } from './calls';

/** One field error as the server sends it in `errors`. */
export type FieldError = { path: string; message: string };

/**
 * A non-OK answer. `message` keeps the format `{status}: {body or status text}`
 * (docs/product.md#errors-and-messages); the parsed `serverMessage` and `errors` are what screens show to people.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly errors: FieldError[] | undefined;

  constructor(status: number, message: string, serverMessage?: string, errors?: FieldError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
  }
}

/** The server refused an edit made on an older version of the record (409): someone else changed it first. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.serverMessage === STALE_VERSION_MESSAGE();
}

/**
 * The server's message when there is one, else the given fallback (the product's toast texts;
 * docs/product.md#errors-and-messages).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * Rejects with ApiError for a non-OK answer (its message, field errors and status text;
 * docs/product.md#errors-and-messages).
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  let serverMessage: string | undefined;
  let errors: FieldError[] | undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, errors: list } = body as { message?: unknown; errors?: unknown };
      if (typeof message === 'string') serverMessage = message;
      if (Array.isArray(list)) errors = list.filter(isFieldError);
    }
  } catch {
    // Not JSON (a proxy error page, say): the raw text stays in `message`.
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage, errors);
}

function isFieldError(value: unknown): value is FieldError {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as FieldError).path === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/** Parses JSON when there is a body; 204 and empty answers give undefined. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Sends one call with the session cookie. A JSON body (and its Content-Type) only when a payload exists; an edit
 * names the version of the record it was made on (`ifMatch`, the record's `version`), so the server refuses it
 * with 409 when someone else changed the record since. Resolves to the parsed answer; a non-OK answer rejects
 * with ApiError.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options: { ifMatch?: string | undefined } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
  const res = await fetchWithRetry(url, {
    method,
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return readJson<T>(res);
}

type QueryParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/**
 * Builds a URL from a query key: the first element is the path, further strings and numbers are path
 * segments, objects become query-string parameters (null and undefined skipped).
 */
export function buildUrl(queryKey: QueryKey): string {
  const [first, ...rest] = queryKey;
  let path = String(first ?? '');
  const params = new URLSearchParams();
  for (const part of rest) {
    if (part === null || part === undefined) continue;
    if (typeof part === 'string' || typeof part === 'number') {
      path = `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(part))}`;
    } else if (typeof part === 'object' && !Array.isArray(part)) {
      for (const [name, value] of Object.entries(part as Record<string, QueryParamValue>)) {
        if (value === null || value === undefined) continue;
        if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
        else params.append(name, String(value));
      }
    }
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** One page of a list and how many records match in all (the server's x-total-count header). */
export type Page<T> = { data: T[]; total: number };

/**
 * GET on the key's URL for a paged list: the JSON array plus the x-total-count header, so a screen can say
 * how many more there are. Without the header the total is the array's length.
 */
export async function fetchPage<T>(queryKey: QueryKey, signal?: AbortSignal): Promise<Page<T>> {
  const res = await fetchWithRetry(buildUrl(queryKey), { credentials: 'include', signal });
  await throwIfNotOk(res);
  return readPage<T>(res);
}

/** A paged list's answer: its rows, and the total the server counted (x-total-count). */
export async function readPage<T>(res: Response): Promise<Page<T>> {
  const data = (await readJson<T[] | undefined>(res)) ?? [];
  const total = Number(res.headers.get('x-total-count') ?? Number.NaN);
  return { data, total: Number.isInteger(total) && total >= 0 ? total : data.length };
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default loader: GET on the key's URL, JSON answer; on401 decides whether 401 means "no data". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetchWithRetry(buildUrl(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      // Read to its end, so that the request is finished, not left open until the response is collected.
      await res.text();
      return null as T;
    }
    await throwIfNotOk(res);
    return readJson<T>(res);
  };
}

/** Set when the server ended the session under a signed-in page; the sign-in page says so once. */
export const SESSION_ENDED_KEY = 'buildline.sessionEnded';

/**
 * A 401 on any call while the browser believes it is signed in means the server ended the session (signed out
 * elsewhere, deactivated, idle): the sign-in page is loaded afresh, with a note, so nothing of the ended
 * session stays in memory and no screen is left half-drawn for a user who is gone.
 */
function onSessionEnded(client: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (!client.getQueryData(callPrefix(authCalls.user))) return;
  sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  window.location.assign('/auth');
}

/**
 * The event stream was refused or ended for good: when the session is gone (idle timeout, signed out elsewhere,
 * deactivated), the sign-in page is loaded with its note, as after any 401; otherwise the user is read again.
 * Needed because the user query itself treats 401 as "signed out" (null), which alone would say nothing.
 */
export async function recheckSession(client: QueryClient): Promise<void> {
  const res = await fetchWithRetry(callUrl(authCalls.user, {}), { credentials: 'include' }).catch(
    () => undefined,
  );
  await res?.text().catch(() => undefined);
  if (res?.status === 401)
    // visible-texts: the error's own message, for developers; people see the sign-in page
    onSessionEnded(client, new ApiError(401, '401: Not authenticated'));
  else void client.invalidateQueries({ queryKey: callPrefix(authCalls.user) });
}

/**
 * The app's call defaults (docs/product.md#lists): no retry, no refetch on focus, no polling, never stale unless a
 * query says so.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionEnded(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionEnded(client, error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
