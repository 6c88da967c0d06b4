import '#domain/messages/load/dashboard';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <span role="status" className="sr-only">
        {t('dashboard:loading')}
      </span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-lg border border-slate-200 bg-white p-4">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-3 h-7 w-16" />
          </div>
        ))}
      </div>
      <div>
        <Skeleton className="mb-3 h-6 w-40" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-2 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6">
        <div>
          <Skeleton className="mb-3 h-6 w-44" />
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        </div>
        <div>
          <Skeleton className="mb-3 h-6 w-44" />
          <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5">
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        </div>
      </div>
    </div>
  );
}
