import type { UseQueryResult } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { ErrorState } from './error-state';
import { NoticeCard } from './notice-card';
import { Skeleton } from './skeleton';

type PublicDocumentPageProps<T> = {
  query: UseQueryResult<T>;
  /** 'estimate', 'invoice': in the loading and error texts. */
  noun: string;
  /** What a link that does not (or no longer) work shows. */
  notFound: { title: string; message: ReactNode };
  /** Extra classes of the page and of its main column (the estimate's print layout). */
  className?: string;
  mainClassName?: string;
  children: (data: T) => ReactNode;
};

/**
 * The frame of a page a client opens from an e-mailed link (estimate, invoice): outside the app shell, its
 * loading placeholders, the not-found notice for a link that does not work (404), an error with Try again, and
 * the document once loaded.
 */
export function PublicDocumentPage<T>({
  query,
  noun,
  notFound,
  className,
  mainClassName,
  children,
}: PublicDocumentPageProps<T>) {
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common:loadingWhat', { what: noun })}
        </span>
        <Skeleton className="h-24" />
        <Skeleton className="h-[32rem]" />
      </div>
    );
  } else if (query.isError) {
    content =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <NoticeCard icon={Link2Off} title={notFound.title}>
          {notFound.message}
        </NoticeCard>
      ) : (
        <ErrorState
          title={t('common:couldNotLoad', { what: noun })}
          message={errorMessage(query.error, t('common:checkConnection'))}
          onRetry={() => void query.refetch()}
        />
      );
  } else {
    content = children(query.data);
  }
  return (
    <div className={cn('min-h-screen bg-slate-50', className)}>
      <main className={cn('mx-auto w-full max-w-4xl px-3 py-4 sm:px-6 sm:py-8', mainClassName)}>
        {content}
      </main>
    </div>
  );
}
