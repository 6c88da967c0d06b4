import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Input } from './input';

type ListSearchProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A new search is on its way while the previous results still show. */
  searching: boolean;
};

/** The search bar above a paged list. */
export function ListSearch({ label, placeholder, value, onChange, searching }: ListSearchProps) {
  return (
    <div className="flex flex-col gap-3 border-slate-200 border-b p-4 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
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
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  className?: string;
};

/** Under a paged list: how much of it shows, and Load more while the server has more. */
export function LoadMore({ shown, total, noun, hasMore, loading, onMore, className }: LoadMoreProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 text-slate-500 text-sm', className)}>
      <p aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore ? (
        <Button variant="outline" size="sm" onClick={onMore} loading={loading} loadingText="Loading...">
          Load more
        </Button>
      ) : null}
    </div>
  );
}
