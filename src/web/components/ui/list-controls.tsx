import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Input } from './input';

/** The parts of a paged list's infinite query these controls read. */
type PagedQuery = {
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type ListSearchProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  query: PagedQuery;
};

/** The search bar above a paged list; says 'Searching...' while a new search replaces the results shown. */
export function ListSearch({ label, placeholder, value, onChange, query }: ListSearchProps) {
  const searching = query.isFetching && !query.isPending && !query.isFetchingNextPage;
  return (
    <div className="flex flex-col gap-3 border-slate-200 border-b p-4 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          className="pl-9"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {searching ? (
        <span className="text-slate-500 text-xs" aria-live="polite">
          Searching...
        </span>
      ) : null}
    </div>
  );
}

type LoadMoreProps = {
  shown: number;
  total: number;
  /** What the list holds, plural: 'Showing 50 of 120 customers'. */
  noun: string;
  query: PagedQuery;
  /** As the footer of the card that holds the list (else under a grid of cards). */
  inCard?: boolean;
};

/** Under a paged list that shows something: how much of it shows, and Load more while the server has more. */
export function LoadMore({ shown, total, noun, query, inCard = false }: LoadMoreProps) {
  if (shown === 0) return null;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 text-slate-500 text-sm',
        inCard ? 'border-slate-200 border-t px-4 py-3 sm:flex-row sm:justify-between' : 'mt-6',
      )}
    >
      <p aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          loadingText="Loading..."
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
