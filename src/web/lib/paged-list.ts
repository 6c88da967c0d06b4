import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Page } from './api';
import { type ListSchema, useListState, useSearchText } from './list-state';
import type { UrlStateOf } from './url-state';

/**
 * Everything a paged list page needs: its state from the address (useListState), the search box's text, the
 * page's query, and props ready for ListSearch and ListPager. `query` builds the page's query options from the
 * state, usually with pagedCallQuery (lib/calls.ts).
 */
export function usePagedList<Row, S extends ListSchema>(
  schema: S,
  query: (state: UrlStateOf<S>) => UseQueryOptions<Page<Row>, Error, Page<Row>, QueryKey>,
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
