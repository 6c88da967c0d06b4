import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { LIST_PAGE_SIZE } from '../../lib/list-page';
import { customersListQuery } from './api';
import { customersListState } from './list-state';

afterEach(() => vi.unstubAllGlobals());

type Page = { data: { id: number }[]; total: number };
const state = (query: Record<string, string>) => v.parse(customersListState, query);

describe('customersListState', () => {
  it('reads search, page and sort from the address, and anything odd as the default', () => {
    expect(state({})).toEqual({ search: '', page: 1, sort: 'newest' });
    expect(state({ search: ' smith ', page: '3', sort: 'name-desc' })).toEqual({
      search: 'smith',
      page: 3,
      sort: 'name-desc',
    });
    expect(state({ page: '-2', sort: 'DROP TABLE' })).toEqual({ search: '', page: 1, sort: 'newest' });
    expect(state({ page: '1.5' }).page).toBe(1);
    expect(state({ page: 'abc' }).page).toBe(1);
  });
});

describe('customersListQuery', () => {
  const options = customersListQuery(7, state({ search: 'smith', page: '2', sort: 'name' }));

  it('keys by company, search, sort and page (the path the default loader would call)', () => {
    expect(options.queryKey).toEqual([
      '/api/companies',
      7,
      'customers',
      { search: 'smith', sort: 'name', limit: LIST_PAGE_SIZE, offset: LIST_PAGE_SIZE },
    ]);
    // Defaults stay out of the request.
    expect(customersListQuery(7, state({})).queryKey[3]).toEqual({ limit: LIST_PAGE_SIZE, offset: 0 });
  });

  it('reads the rows and x-total-count, sending search, sort, limit and offset', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { 'x-total-count': '321' } });
    });
    const queryFn = options.queryFn as (ctx: unknown) => Promise<Page>;
    const result = await queryFn({ queryKey: options.queryKey, signal: new AbortController().signal });
    expect(result).toEqual({ data: [{ id: 1 }], total: 321 });
    expect(urls).toEqual(['/api/companies/7/customers?search=smith&sort=name&limit=50&offset=50']);
  });

  it("turns a failed answer into an ApiError with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Company not found' }), { status: 404 }),
    );
    const queryFn = options.queryFn as (ctx: unknown) => Promise<Page>;
    const error = await queryFn({ queryKey: options.queryKey, signal: new AbortController().signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Company not found');
  });
});
