import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { CUSTOMER_PAGE_SIZE, customersListQuery } from './api';

afterEach(() => vi.unstubAllGlobals());

type Page = { data: { id: number }[]; total: number };
const page = (count: number, total: number, start = 0): Page => ({
  data: Array.from({ length: count }, (_, i) => ({ id: start + i + 1 })),
  total,
});

describe('customersListQuery', () => {
  const options = customersListQuery(7, 'smith');

  it('keys by company, search and page size (the path the default loader would call)', () => {
    expect(options.queryKey).toEqual([
      '/api/companies',
      7,
      'customers',
      { search: 'smith', limit: CUSTOMER_PAGE_SIZE },
    ]);
    expect(customersListQuery(7, '').queryKey[3]).toEqual({ search: undefined, limit: CUSTOMER_PAGE_SIZE });
  });

  it('asks for the next offset until the total is loaded', () => {
    const next = options.getNextPageParam as (last: Page, pages: Page[]) => number | undefined;
    const first = page(50, 120);
    const second = page(50, 120, 50);
    const third = page(20, 120, 100);
    expect(next(first, [first])).toBe(50);
    expect(next(second, [first, second])).toBe(100);
    expect(next(third, [first, second, third])).toBeUndefined();
    // An empty page ends the list even if the total moved meanwhile.
    expect(next(page(0, 200), [first, page(0, 200)])).toBeUndefined();
  });

  it('reads the rows and x-total-count, sending search, limit and offset', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { 'x-total-count': '321' } });
    });
    const queryFn = options.queryFn as (ctx: unknown) => Promise<Page>;
    const result = await queryFn({
      queryKey: options.queryKey,
      pageParam: 50,
      signal: new AbortController().signal,
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 321 });
    expect(urls).toEqual(['/api/companies/7/customers?search=smith&limit=50&offset=50']);
  });

  it("turns a failed answer into an ApiError with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Company not found' }), { status: 404 }),
    );
    const queryFn = options.queryFn as (ctx: unknown) => Promise<Page>;
    const error = await queryFn({
      queryKey: options.queryKey,
      pageParam: 0,
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Company not found');
  });
});
