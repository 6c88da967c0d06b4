import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../../lib/list-page';
import { vendorOptionsQuery, vendorsListQuery } from './api';
import { vendorsListState } from './list-state';

const state = (query: Record<string, string>) => v.parse(vendorsListState, query);

describe('vendorsListState', () => {
  it('reads search, page and sort from the address, and anything odd as the default', () => {
    expect(state({})).toEqual({ search: '', page: 1, sort: 'name' });
    expect(state({ search: ' lumber ', page: '2', sort: 'name-desc' })).toEqual({
      search: 'lumber',
      page: 2,
      sort: 'name-desc',
    });
    expect(state({ page: '0', sort: 'price' })).toEqual({ search: '', page: 1, sort: 'name' });
  });
});

describe('vendorsListQuery', () => {
  it('asks GET /api/mycompany/vendors for one page, leaving the defaults out', () => {
    expect(vendorsListQuery(state({ search: 'tile', page: '2', sort: 'name-desc' })).queryKey).toEqual([
      '/api/mycompany/vendors',
      { search: 'tile', sort: 'name-desc', limit: LIST_PAGE_SIZE, offset: LIST_PAGE_SIZE },
    ]);
    expect(vendorsListQuery(state({})).queryKey).toEqual([
      '/api/mycompany/vendors',
      { limit: LIST_PAGE_SIZE, offset: 0 },
    ]);
  });

  it("shares the list's key prefix with the selector's options, so a change refreshes both", () => {
    expect(vendorOptionsQuery('').queryKey.slice(0, 1)).toEqual(['/api/mycompany/vendors']);
  });
});
