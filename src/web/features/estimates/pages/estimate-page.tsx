import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { type EstimateView, estimateCalls } from '#domain/contracts/estimates';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, errorMessage } from '#web/lib/api';
import { callUrl } from '#web/lib/calls';
import { usePdfDownload } from '#web/lib/download';
import { estimateQuery, recipientsQuery } from '../api';
import { EstimateDocument } from '../components/estimate-document';
import { HistoryPanel } from '../components/history-panel';
import { RecipientsPanel } from '../components/recipients-panel';
import { StatusPanel } from '../components/status-panel';
import '../print.css';
import { href } from '#web/app/paths';

function BackToBudget({ projectId }: { projectId: number }) {
  return (
    <Button variant="outline" asChild>
      <Link to={href('/projects/:id/budget', { id: projectId })}>
        <ArrowLeft aria-hidden="true" />
        Back to Budget
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
        <EmptyState title="Project Not Found">
          The project you're looking for does not exist or you don't have permission to view it.
        </EmptyState>
      </div>
    );
  }
  if (estimate.isError) {
    return (
      <ErrorState
        title="Could not load the estimate"
        message={errorMessage(estimate.error, 'Something went wrong')}
        onRetry={() => void estimate.refetch()}
      />
    );
  }
  if (estimate.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading estimate
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
        title="Estimate"
        description={`${estimate.project.name} · Estimate #${estimate.number}`}
        actions={
          <>
            <BackToBudget projectId={estimate.projectId} />
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button loading={pdf.isPending} loadingText="Preparing PDF..." onClick={() => pdf.mutate()}>
              <Download aria-hidden="true" />
              Download as PDF
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_18rem] print:block">
        <EstimateDocument estimate={estimate} />
        <aside
          aria-label="Estimate actions"
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
