import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}

/** What a tab whose code loads when first opened shows while it arrives. */
export function TabLoading() {
  return (
    <div className="grid gap-3 pt-2" aria-busy="true">
      <Skeleton className="h-10" />
      <Skeleton className="h-40" />
    </div>
  );
}
