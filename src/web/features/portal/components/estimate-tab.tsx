import '#domain/messages/load/portal';
import '#domain/messages/load/estimates';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { portalCalls } from '#calls/portal';
import type { EstimateDocument as EstimateDocumentData } from '#domain/contracts/estimates';
import type { PortalMe } from '#domain/contracts/portal';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { callUrl } from '#web/lib/calls';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { DecisionDialogs, type OpenDecision } from '../../client-decision/decision-dialogs';
import { EstimateDocument } from '../../estimates/components/estimate-document';
import { portalEstimateQuery, usePortalApproveEstimate, usePortalDeclineEstimate } from '../api';

/** Estimates: the estimate as it was sent, as the client's public page shows it, with its PDF. */
export function EstimateTab({ projectId, me }: { projectId: number; me: PortalMe }) {
  const estimate = useQuery(portalEstimateQuery(projectId));
  return (
    <QueryView
      query={estimate}
      loading={<Skeleton className="h-96" />}
      errorTitle={t('common:couldNotLoad', { what: t('portal:tabs.estimates') })}
      isEmpty={(data) => data.estimate === null}
      empty={<EmptyState icon={FileText}>{t('portal:estimates.empty')}</EmptyState>}
    >
      {(data) =>
        data.estimate ? (
          <div className="grid gap-3">
            {data.estimate.status === 'pending' && !me.preview ? (
              <EstimateDecision projectId={projectId} estimate={data.estimate} me={me} />
            ) : null}
            <div className="flex justify-end">
              <PdfButton projectId={projectId} number={data.estimate.number} />
            </div>
            <EstimateDocument estimate={data.estimate} audience="client" />
          </div>
        ) : null
      }
    </QueryView>
  );
}

function PdfButton({ projectId, number }: { projectId: number; number: string }) {
  const pdf = usePdfDownload(
    callUrl(portalCalls.estimatePdf, { params: { projectId } }),
    `estimate-${number}.pdf`,
  );
  return (
    <Button variant="outline" size="sm" loading={pdf.isPending} onClick={() => pdf.mutate()}>
      <Download aria-hidden="true" />
      {t('portal:downloadPdf')}
    </Button>
  );
}

/** Approve and Sign or Decline, while the estimate waits for the client. */
function EstimateDecision({
  projectId,
  estimate,
  me,
}: {
  projectId: number;
  estimate: EstimateDocumentData;
  me: PortalMe;
}) {
  const [dialog, setDialog] = useState<OpenDecision>(null);
  const approve = usePortalApproveEstimate(projectId);
  const decline = usePortalDeclineEstimate(projectId);
  return (
    <section className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between">
      <p className="text-amber-900 text-sm">{t('portal:estimates.waiting', { total: estimate.total })}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('approve')}>{t('estimates:public.approve')}</Button>
        <Button variant="outline" onClick={() => setDialog('decline')}>
          {t('estimates:public.decline')}
        </Button>
      </div>
      <DecisionDialogs
        decision="estimates"
        open={dialog}
        onOpenChange={setDialog}
        total={estimate.total}
        companyName={me.company.name}
        recipientName={me.customer.name}
        onApprove={(body) => approve.mutateAsync(body)}
        onDecline={(body) => decline.mutateAsync(body)}
      />
    </section>
  );
}
