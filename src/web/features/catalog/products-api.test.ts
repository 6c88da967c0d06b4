import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../lib/api';
import { LIST_PAGE_SIZE } from '../../lib/list-page';
import { productsListQuery } from './products-api';
import { productsListState } from './products-list-state';

const state = (query: Record<string, string>) => v.parse(productsListState, query);

describe('productsListState', () => {
  it('reads search, page, category and sort from the address, and anything odd as the default', () => {
    expect(state({})).toEqual({ search: '', page: 1, category: 'all', sort: 'name' });
    expect(state({ search: ' oak ', page: '3', category: 'labor', sort: 'price-desc' })).toEqual({
      search: 'oak',
      page: 3,
      category: 'labor',
      sort: 'price-desc',
    });
    expect(state({ category: 'gadget', sort: 'cheapest' })).toMatchObject({ category: 'all', sort: 'name' });
  });
});

describe('productsListQuery', () => {
  it("asks the catalog list's path for one page of a kind, leaving the defaults out", () => {
    const products = productsListQuery(
      7,
      'products',
      state({ search: 'tile', category: 'material', page: '2' }),
    );
    expect(buildUrl(products.queryKey)).toBe(
      `/api/companies/7/catalog?kind=products&search=tile&category=material&limit=${LIST_PAGE_SIZE}&offset=${LIST_PAGE_SIZE}`,
    );
    expect(buildUrl(productsListQuery(7, 'services', state({ category: 'labor' })).queryKey)).toBe(
      `/api/companies/7/catalog?kind=services&limit=${LIST_PAGE_SIZE}&offset=0`,
    );
  });
});
