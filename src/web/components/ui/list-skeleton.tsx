import { Skeleton } from './skeleton';

/**
 * Placeholder rows while a list's first page loads: one bar per column on wide screens (`columns` is the
 * list's own lg:grid-cols-[...] class, so the bars line up with the rows to come), a single bar on phones.
 */
export function ListSkeleton({ columns, count }: { columns: string; count: number }) {
  return (
    <div className="grid gap-3 p-4" aria-busy="true">
      {Array.from({ length: 6 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={row} className={`grid grid-cols-1 gap-4 ${columns}`}>
          <Skeleton className="h-5" />
          {Array.from({ length: count - 1 }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={cell} className="hidden h-5 lg:block" />
          ))}
        </div>
      ))}
    </div>
  );
}
