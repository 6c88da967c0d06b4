import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  buildUrl,
  createQueryClient,
  errorMessage,
  fetchPage,
  getQueryFn,
} from './api';

type Call = { url: string; init: RequestInit | undefined };

/** Installs a fake browser fetch that answers every call with the given response and records the calls. */
function fakeFetch(respond: () => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return respond();
  });
  return calls;
}

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function runQuery<T>(on401: 'returnNull' | 'throw', queryKey: unknown[]) {
  const fn = getQueryFn<T>({ on401 });
  // The query function only reads queryKey and signal.
  return fn({ queryKey, signal: new AbortController().signal } as never);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('uses the first element as the path', () => {
    expect(buildUrl(['/api/projects'])).toBe('/api/projects');
  });

  it('appends strings and numbers as path segments', () => {
    expect(buildUrl(['/api/projects', 7, 'tasks'])).toBe('/api/projects/7/tasks');
    expect(buildUrl(['/api/projects/', 7])).toBe('/api/projects/7');
    expect(buildUrl(['/api/search', 'a b/c'])).toBe('/api/search/a%20b%2Fc');
  });

  it('turns objects into query parameters and skips null and undefined', () => {
    expect(
      buildUrl([
        '/api/companies',
        3,
        'invoices',
        { projectId: 5, customerId: null, q: undefined, paid: false },
      ]),
    ).toBe('/api/companies/3/invoices?projectId=5&paid=false');
    expect(buildUrl(['/api/x', { q: 'a&b', ids: [1, 2] }])).toBe('/api/x?q=a%26b&ids=1&ids=2');
    expect(buildUrl(['/api/x', { a: null }])).toBe('/api/x');
  });
});

describe('apiRequest', () => {
  it('sends JSON with its Content-Type and cookies when there is a body', async () => {
    const calls = fakeFetch(() => json(201, { id: 1 }));
    const result = await apiRequest('POST', '/api/login', { username: 'a', password: 'b' });
    expect(result).toEqual({ id: 1 });
    expect(calls[0]?.url).toBe('/api/login');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]?.init?.body).toBe('{"username":"a","password":"b"}');
  });

  it('sends no body and no Content-Type without a payload', async () => {
    const calls = fakeFetch(() => json(200, { ok: true }));
    await apiRequest('POST', '/api/logout');
    expect(calls[0]?.init?.headers).toBeUndefined();
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  it('resolves to undefined on an empty answer', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/projects/1')).resolves.toBeUndefined();
  });

  it('raises "{status}: {body}" with the server message and field errors', async () => {
    const body = { message: 'Invalid input', errors: [{ path: 'name', message: 'Name is required' }] };
    fakeFetch(() => json(400, body, 'Bad Request'));
    const error = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Invalid input');
    expect(apiError.errors).toEqual([{ path: 'name', message: 'Name is required' }]);
    expect(errorMessage(apiError, 'fallback')).toBe('Invalid input');
  });

  it('uses the status text when the body is empty, and keeps non-JSON text', async () => {
    fakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const empty = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe('503: Service Unavailable');
    expect(empty.serverMessage).toBeUndefined();
    expect(errorMessage(empty, 'Something went wrong')).toBe('Something went wrong');

    fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const html = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(html.message).toBe('502: <html>Bad gateway</html>');
    expect(html.errors).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('GETs the URL of the key with cookies and parses JSON', async () => {
    const calls = fakeFetch(() => json(200, [{ id: 1 }]));
    await expect(runQuery('throw', ['/api/projects', 4, { phaseId: 2 }])).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe('/api/projects/4?phaseId=2');
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  it('yields null on 401 when asked to', async () => {
    fakeFetch(() => json(401, { message: 'Not signed in' }, 'Unauthorized'));
    await expect(runQuery('returnNull', ['/api/user'])).resolves.toBeNull();
  });

  it('raises on 401 by default', async () => {
    fakeFetch(() => json(401, { message: 'Not signed in' }, 'Unauthorized'));
    await expect(runQuery('throw', ['/api/projects'])).rejects.toMatchObject({
      status: 401,
      message: '401: {"message":"Not signed in"}',
      serverMessage: 'Not signed in',
    });
  });

  it('raises other errors even with returnNull', async () => {
    fakeFetch(() => json(500, { message: 'Internal Server Error' }));
    await expect(runQuery('returnNull', ['/api/user'])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('createQueryClient', () => {
  it("has the product's call defaults", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
    expect(defaults?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('loads a query through the default queryFn', async () => {
    fakeFetch(() => json(200, { totalUnread: 3 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/unread-messages/total'] })).resolves.toEqual({
      totalUnread: 3,
    });
  });
});

describe('fetchPage', () => {
  it('returns the array and the x-total-count header', async () => {
    const calls = fakeFetch(
      () =>
        new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'x-total-count': '120' },
        }),
    );
    await expect(fetchPage(['/api/projects', { search: 'oak', limit: 50, offset: 0 }])).resolves.toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 120,
    });
    expect(calls[0]?.url).toBe('/api/projects?search=oak&limit=50&offset=0');
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  it('counts the array when the header is missing', async () => {
    fakeFetch(() => json(200, [{ id: 1 }]));
    await expect(fetchPage(['/api/projects'])).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
  });

  it('raises ApiError on a non-OK answer', async () => {
    fakeFetch(() => json(403, { message: 'Forbidden' }));
    await expect(fetchPage(['/api/projects'])).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Forbidden',
    });
  });
});
