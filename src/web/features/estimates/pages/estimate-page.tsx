import '#domain/messages/load/estimates';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { estimateCalls } from '#calls/estimates';
import type { EstimateView } from '#domain/contracts/estimates';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, errorMessage } from '#web/lib/api';
import { callUrl } from '#web/lib/calls';
import { usePdfDownload } from '#web/lib/download';
import { Link, useParams } from '#web/lib/router';
import { estimateQuery, recipientsQuery } from '../api';
import { EstimateDocument } from '../components/estimate-document';
import { HistoryPanel } from '../components/history-panel';
import { RecipientsPanel } from '../components/recipients-panel';
import { StatusPanel } from '../components/status-panel';
import '../print.css';
import { href } from '#web/app/paths';
import { t } from '#web/lib/i18n';

function BackToBudget({ projectId }: { projectId: number }) {
  return (
    <Button variant="outline" asChild>
      <Link to={href('/projects/:id/budget', { id: projectId })}>
        <ArrowLeft aria-hidden="true" />
        {t('estimates:page.backToBudget')}
      </Link>
    </Button>
  );
}

/** /projects/{id}/estimate: the printable estimate with its status, recipients and history panels. */
export default function EstimatePage() {
  const params = useParams();
  const projectId = Number(params.id);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const estimate = useQuery({ ...estimateQuery(projectId), enabled: valid });

  if (!valid || (estimate.error instanceof ApiError && estimate.error.status === 404)) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <EmptyState title={t('estimates:page.projectNotFoundTitle')}>
          {t('estimates:page.projectNotFound')}
        </EmptyState>
      </div>
    );
  }
  if (estimate.isError) {
    return (
      <ErrorState
        title={t('estimates:loadError')}
        message={errorMessage(estimate.error, t('common:somethingWentWrong'))}
        onRetry={() => void estimate.refetch()}
      />
    );
  }
  if (estimate.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('estimates:page.loading')}
        </span>
        <Skeleton className="h-9 w-1/2" />
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
          <Skeleton className="h-[36rem]" />
          <div className="grid content-start gap-4">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        </div>
      </div>
    );
  }
  return <EstimateScreen estimate={estimate.data} />;
}

function EstimateScreen({ estimate }: { estimate: EstimateView }) {
  const recipients = useQuery(recipientsQuery(estimate.id));
  const pdf = usePdfDownload(
    callUrl(estimateCalls.pdf, { params: { id: estimate.id } }),
    `estimate-${estimate.number}.pdf`,
  );
  return (
    <>
      <PageHeader
        className="print:hidden"
        title={t('estimates:page.title')}
        description={t('estimates:page.description', {
          project: estimate.project.name,
          number: estimate.number,
        })}
        actions={
          <>
            <BackToBudget projectId={estimate.projectId} />
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('estimates:print')}
            </Button>
            <Button
              loading={pdf.isPending}
              loadingText={t('estimates:page.preparingPdf')}
              onClick={() => pdf.mutate()}
            >
              <Download aria-hidden="true" />
              {t('estimates:page.downloadPdf')}
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_18rem] print:block">
        <EstimateDocument estimate={estimate} />
        <aside
          aria-label={t('estimates:page.actionsLabel')}
          className="grid min-w-0 grid-cols-1 content-start gap-4 print:hidden"
        >
          {/* Until the recipients are known the server decides whether sending for approval is allowed. */}
          <StatusPanel estimate={estimate} recipientCount={recipients.data ? recipients.data.length : 1} />
          <RecipientsPanel estimate={estimate} />
          <HistoryPanel estimateId={estimate.id} />
        </aside>
      </div>
    </>
  );
}
