import '#domain/messages/load/estimates';
import { useQuery } from '@tanstack/react-query';
import { Download, FileClock, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import type {
  EstimateDocument as EstimateDocumentData,
  PublicEstimateView,
} from '#domain/contracts/estimates';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '#web/components/ui/notice-card';
import { PortalLink } from '#web/components/ui/portal-link';
import { PublicDocumentPage } from '#web/components/ui/public-document-page';
import { usePdfDownload } from '#web/lib/download';
import { useParams } from '#web/lib/router';
import { DecisionDialogs, type OpenDecision } from '../../client-decision/decision-dialogs';
import { DecisionBanner } from '../../client-decision/public-page';
import { EstimateDocument } from '../../estimates/components/estimate-document';
import { publicEstimateQuery, publicPdfUrl, useApproveEstimate, useDeclineEstimate } from '../api';
import '../../estimates/print.css';
import { t } from '#web/lib/i18n';

/**
 * /public/estimates/{token}: the page a client opens from the e-mail, without signing in and outside the app
 * shell. It reads only the public estimate calls.
 */
export default function PublicEstimatePage() {
  const token = useParams().token ?? '';
  const view = useQuery(publicEstimateQuery(token));

  return (
    <PublicDocumentPage
      query={view}
      noun={t('estimates:item')}
      notFound={{ title: t('estimates:public.notAvailable'), message: t('estimates:messages.linkInvalid') }}
      className="print:bg-white"
      mainClassName="print:max-w-none print:p-0"
    >
      {(data) =>
        data.state === 'revised' ? (
          <RevisedNotice view={data} />
        ) : (
          <CurrentEstimate token={token} recipientName={data.recipientName} estimate={data.estimate} />
        )
      }
    </PublicDocumentPage>
  );
}

function CurrentEstimate({
  token,
  recipientName,
  estimate,
}: {
  token: string;
  recipientName: string;
  estimate: EstimateDocumentData;
}) {
  const [dialog, setDialog] = useState<OpenDecision>(null);
  const approve = useApproveEstimate(token);
  const decline = useDeclineEstimate(token);
  const pdf = usePdfDownload(publicPdfUrl(token), `estimate-${estimate.number}.pdf`);
  useEffect(() => {
    document.title = t('estimates:public.documentTitle', {
      number: estimate.number,
      company: estimate.company.name,
    });
  }, [estimate.number, estimate.company.name]);

  return (
    <>
      <div className="mb-4 grid gap-4 print:hidden">
        <DecisionBanner
          decision="estimates"
          doc={estimate}
          recipientName={recipientName}
          onApprove={() => setDialog('approve')}
          onDecline={() => setDialog('decline')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('estimates:print')}
          </Button>
          <Button
            variant="outline"
            loading={pdf.isPending}
            loadingText={t('estimates:page.preparingPdf')}
            onClick={() => pdf.mutate()}
          >
            <Download aria-hidden="true" />
            {t('estimates:public.downloadPdf')}
          </Button>
        </div>
      </div>
      <EstimateDocument estimate={estimate} audience="client" />
      <PortalLink />
      <DecisionDialogs
        decision="estimates"
        open={dialog}
        onOpenChange={setDialog}
        total={estimate.total}
        companyName={estimate.company.name}
        recipientName={recipientName}
        onApprove={(body) => approve.mutateAsync(body)}
        onDecline={(body) => decline.mutateAsync(body)}
      />
    </>
  );
}

function RevisedNotice({ view }: { view: Extract<PublicEstimateView, { state: 'revised' }> }) {
  const { company } = view;
  return (
    <NoticeCard icon={FileClock} title={company.name}>
      {company.logoUrl ? (
        <img
          src={company.logoUrl}
          alt={t('estimates:document.logoAlt', { company: company.name })}
          className="mx-auto mb-3 max-h-16 max-w-40 object-contain"
        />
      ) : null}
      <p>{view.message}</p>
      <address className="mt-4 grid gap-0.5 text-slate-500 not-italic">
        {[company.email, company.phone, company.address].filter(Boolean).map((line) => (
          <span key={line} className="whitespace-pre-line">
            {line}
          </span>
        ))}
      </address>
    </NoticeCard>
  );
}
