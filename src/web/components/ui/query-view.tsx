import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n';
import { errorMessage } from '../../lib/api';
import { ErrorState } from './error-state';

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** Placeholders shaped like what is coming. */
  loading: ReactNode;
  errorTitle: string;
  /** Shown when `isEmpty` says the answer holds nothing: the list's empty state (docs/product.md#lists). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/**
 * The loading, error and empty branches of anything a query fills that is not a table (a grid of cards):
 * one place for them, as DataTable is for tables. The error keeps showing the last rows if there were any.
 */
export function QueryView<T>({ query, loading, errorTitle, empty, isEmpty, children }: QueryViewProps<T>) {
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <ErrorState
          title={errorTitle}
          message={errorMessage(query.error, t('common:unexpectedError'))}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          {t('common:loadingShort')}
        </span>
        {loading}
      </div>
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
