import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { type UrlStateOf, useUrlState, wholeNumberParam } from './url-state';
import { useDebouncedValue } from './use-debounced-value';

/** A list's page in the address (`page`, from 1): a value that is not a page reads as the first. */
export const pageParam = v.fallback(wholeNumberParam(1, 100_000), 1);

/**
 * A paged list's state in the address (search, page and the list's own filters and sort), read through a
 * tolerant schema: a value that does not read falls back to its default instead of failing the page, so an
 * old bookmark or a hand-edited link still opens the list. Each field needs a `v.fallback(schema, default)`.
 */
// Marked free of side effects: a module that declares its list's schema but whose importer does not read it (a
// page importing only the feature's calls) leaves the schema, and valibot, out of that page's scripts.
/* @__NO_SIDE_EFFECTS__ */
export function listStateSchema<Entries extends v.ObjectEntries>(entries: Entries) {
  return v.object({
    search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    page: pageParam,
    ...entries,
  });
}

/** What every list's state has: the search text and the page. */
type ListStateBase = { search: string; page: number };
export type ListSchema = v.GenericSchema<unknown, ListStateBase>;

/**
 * The list's state from the address (useUrlState), and a setter that writes only what differs from the defaults.
 * Changing anything but the page goes back to page 1. Filters, sort and page are new history entries (Back undoes
 * them); search text replaces the current entry while typing (`{ replace: true }`). Nothing is written once the
 * person is leaving the page.
 */
export function useListState<S extends ListSchema>(schema: S) {
  const [state, setUrlState] = useUrlState(schema);
  const setState = useCallback(
    (patch: Partial<UrlStateOf<S>> | Partial<ListStateBase>, options: { replace?: boolean } = {}) => {
      const withPage = 'page' in patch ? patch : { ...patch, page: 1 };
      setUrlState(withPage as Partial<UrlStateOf<S>>, { history: options.replace ? 'replace' : 'push' });
    },
    [setUrlState],
  );
  return [state, setState] as const;
}

/**
 * The search box's text: shown as typed, written to the address (and so to the query) 300 ms after the last
 * key. A new address from outside (Back, a link) replaces the text.
 */
export function useSearchText(search: string, write: (search: string) => void) {
  const [text, setText] = useState(search);
  const written = useRef(search);
  const debounced = useDebouncedValue(text.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text is written.
  useEffect(() => {
    if (debounced === search) return;
    written.current = debounced;
    write(debounced);
  }, [debounced]);
  // Our own write coming back must not overwrite what was typed since; only an outside change resets the box.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);
  return [text, setText] as const;
}
