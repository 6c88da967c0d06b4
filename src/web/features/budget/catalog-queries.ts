import { queryOptions } from '@tanstack/react-query';
import { catalogCalls } from '#calls/catalog';
import { callQuery } from '../../lib/calls';

// Only the item dialog reads the catalog; kept out of api.ts so that the budget page does not load the catalog's
// calls and texts. Catalog and trades are cached 60 s (docs/product.md#budget).

/** Catalog products for the item dialog, searched on the server (a catalog may be long). */
export function catalogQuery(search: string) {
  return queryOptions({
    ...callQuery(catalogCalls.myCatalog, { query: { search: search.trim() || undefined, limit: 20 } }),
    staleTime: 60_000,
  });
}

export function tradesQuery() {
  return queryOptions({ ...callQuery(catalogCalls.myTrades, {}), staleTime: 60_000 });
}
