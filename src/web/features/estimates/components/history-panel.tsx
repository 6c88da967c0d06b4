import '#domain/messages/load/estimates';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#domain/format';
import { FORMER_MEMBER } from '#web/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { historyQuery } from '../api';
import { estimateActionLabels } from '../status';

/** History side panel: who did what and when, newest first. */
export function HistoryPanel({ estimateId }: { estimateId: number }) {
  const history = useQuery(historyQuery(estimateId));
  return (
    <Card role="region" aria-label={t('estimates:historyPanel.title')}>
      <CardHeader>
        <CardTitle className="text-base">{t('estimates:historyPanel.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : history.isError ? (
          <ErrorState
            title={t('estimates:historyPanel.loadError')}
            message={errorMessage(history.error, t('common:somethingWentWrong'))}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p className="text-slate-500 text-sm">{t('estimates:historyPanel.empty')}</p>
        ) : (
          <ol className="grid gap-3" aria-label={t('estimates:historyPanel.listLabel')}>
            {history.data.map((entry) => (
              <li key={entry.id} className="border-slate-200 border-l-2 pl-3 text-sm">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium text-slate-900">{estimateActionLabels[entry.action]}</span>
                  <span className="text-slate-600">
                    {t('estimates:historyPanel.by', { name: entry.userName ?? FORMER_MEMBER })}
                  </span>
                </p>
                <p className="text-slate-500 text-xs">{formatDateTime(entry.timestamp)}</p>
                {entry.details ? (
                  <p className="mt-0.5 text-slate-600 wrap-anywhere">{entry.details}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
