import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { fetchPage, type Page } from './api';
import { LIST_PAGE_SIZE, type ListSchema, pageOffset, useListState, useSearchText } from './list-state';

/** A list's query parameters; empty values are left out of the address. */
type Params = Record<string, string | number | undefined>;

/**
 * One page of a paged list: GET `base` with the list's parameters plus limit and offset; the total comes from
 * x-total-count. While the next page, search or sort loads, the rows shown stay (keepPreviousData) instead of
 * flashing placeholders. The key starts with `base`, so invalidating `base` refreshes every page and search.
 */
export function pagedQuery<Row>(base: readonly unknown[], params: Params, page: number) {
  const cleaned = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined));
  return queryOptions<Page<Row>>({
    queryKey: [...base, { ...cleaned, limit: LIST_PAGE_SIZE, offset: pageOffset(page) }],
    queryFn: ({ queryKey, signal }) => fetchPage<Row>(queryKey, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Everything a paged list page needs: its state from the address (useListState), the search box's text, the
 * page's query, and props ready for ListSearch and ListPager. `query` builds the page's query options from the
 * state, usually with pagedQuery.
 */
export function usePagedList<Row, S extends ListSchema>(
  schema: S,
  query: (state: z.output<S>) => UseQueryOptions<Page<Row>, Error, Page<Row>, QueryKey>,
) {
  const [state, setState] = useListState(schema);
  const [searchText, setSearchText] = useSearchText(state.search, (search) =>
    setState({ search }, { replace: true }),
  );
  const result = useQuery(query(state));
  const rows = result.data?.data ?? [];
  const total = result.data?.total ?? 0;
  const onPageChange = useCallback((page: number) => setState({ page }), [setState]);
  return {
    state,
    setState,
    query: result,
    rows,
    total,
    /** A search or filter is on: an empty answer is 'no results', not 'nothing yet'. */
    search: {
      value: searchText,
      onChange: setSearchText,
      busy: result.isPlaceholderData && result.isFetching,
    },
    pager: { page: state.page, shown: rows.length, total, onPageChange },
  };
}
