import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n';
import { Button } from './button';

type ErrorStateProps = { title: ReactNode; message?: ReactNode; onRetry?: () => void };

/** A failed load: title, message and a retry button. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      {message ? <p className="max-w-md text-slate-600 text-sm">{message}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('common:tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
