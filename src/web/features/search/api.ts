import { queryOptions } from '@tanstack/react-query';
import { searchCalls } from '#calls/search';
import { callQuery } from '../../lib/calls';

/** GET /api/search?q=: up to 5 projects, customers and invoices of the company matching the text. */
export function searchQuery(text: string) {
  return queryOptions({
    ...callQuery(searchCalls.search, { query: { q: text } }),
    // Records change anywhere in the app; a remembered answer is shown at once and refreshed.
    staleTime: 0,
  });
}
