import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { portalCalls } from '#domain/contracts/portal';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { callUrl } from '#web/lib/calls';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { EstimateDocument } from '../../estimates/components/estimate-document';
import { portalEstimateQuery } from '../api';

/** Estimates: the estimate as it was sent, as the client's public page shows it, with its PDF. */
export function EstimateTab({ projectId }: { projectId: number }) {
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
