import type { PathParam } from '#web/lib/router';
import type { AppPath } from './route-map';

type Query = Record<string, string | number | undefined>;
type Params<P extends string> = Record<PathParam<P>, string | number>;
/** A path with parameters takes their values first; any path may take a query. */
type HrefArgs<P extends string> = [PathParam<P>] extends [never]
  ? [query?: Query]
  : [params: Params<P>, query?: Query];

/**
 * An in-app link built from a path of the route table, so that a link to a page that does not exist does not
 * compile: href('/customers/:id', { id: 7 }) is '/customers/7'; href('/projects/new', { customerId: 7 }) is
 * '/projects/new?customerId=7'. Query values left undefined are omitted.
 */
export function href<P extends AppPath>(path: P, ...args: HrefArgs<P>): string {
  const hasParams = path.includes(':');
  const params = (hasParams ? args[0] : {}) as Record<string, string | number>;
  const query = (hasParams ? args[1] : args[0]) as Query | undefined;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.size > 0 ? `${filled}?${search}` : filled;
}
