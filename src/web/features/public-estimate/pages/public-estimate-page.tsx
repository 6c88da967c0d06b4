import '#domain/messages/load/estimates';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Download, FileClock, Printer, XCircle } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  type EstimateDocument as EstimateDocumentData,
  estimateMessages,
  type PublicEstimateView,
} from '#domain/contracts/estimates';
import { formatMoney } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '#web/components/ui/notice-card';
import { PortalLink } from '#web/components/ui/portal-link';
import { PublicDocumentPage } from '#web/components/ui/public-document-page';
import { cn } from '#web/lib/cn';
import { usePdfDownload } from '#web/lib/download';
import { EstimateDocument } from '../../estimates/components/estimate-document';
import { publicEstimateQuery, publicPdfUrl, useApproveEstimate, useDeclineEstimate } from '../api';
import '../../estimates/print.css';
import { t } from '#web/lib/i18n';
import { Trans } from '#web/lib/trans';

// The decision dialogs (the form scaffold and the signature pad) load when the client opens one.
const ApproveDialog = lazy(() =>
  import('../components/decision-dialogs').then((m) => ({ default: m.ApproveDialog })),
);
const DeclineDialog = lazy(() =>
  import('../components/decision-dialogs').then((m) => ({ default: m.DeclineDialog })),
);
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
      notFound={{ title: t('estimates:public.notAvailable'), message: estimateMessages.linkInvalid() }}
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
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
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
          estimate={estimate}
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
      <Suspense fallback={null}>
        {dialog === 'approve' ? (
          <ApproveDialog
            open
            onApprove={(body) => approve.mutateAsync(body)}
            onOpenChange={(open) => setDialog(open ? 'approve' : null)}
            total={estimate.total}
            companyName={estimate.company.name}
            recipientName={recipientName}
          />
        ) : null}
        {dialog === 'decline' ? (
          <DeclineDialog
            open
            onDecline={(body) => decline.mutateAsync(body)}
            onOpenChange={(open) => setDialog(open ? 'decline' : null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** What the client can do now: decide while pending; afterwards, what was decided. */
function DecisionBanner({
  estimate,
  recipientName,
  onApprove,
  onDecline,
}: {
  estimate: EstimateDocumentData;
  recipientName: string;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const company = estimate.company.name;
  if (estimate.status === 'approved') {
    return (
      <Banner tone="green" icon={CheckCircle2} title={t('estimates:public.approvedTitle')}>
        {t('estimates:public.approvedMessage', { company })}
      </Banner>
    );
  }
  if (estimate.status === 'declined') {
    return (
      <Banner tone="red" icon={XCircle} title={t('estimates:public.declinedTitle')}>
        {t('estimates:public.declinedMessage', { company })}
      </Banner>
    );
  }
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h1 id="review-heading" className="font-semibold text-lg text-slate-900">
        {t('estimates:public.reviewHeading', { name: recipientName })}
      </h1>
      <p className="mt-1 text-slate-600 text-sm">
        <Trans
          ns="estimates"
          i18nKey="public.review"
          values={{
            company,
            number: estimate.number,
            project: estimate.project.name,
            total: formatMoney(estimate.total),
          }}
          components={{ strong: <strong className="text-slate-900" /> }}
        />
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={onApprove}>
          <CheckCircle2 aria-hidden="true" />
          {t('estimates:public.approve')}
        </Button>
        <Button size="lg" variant="outline" onClick={onDecline}>
          <XCircle aria-hidden="true" />
          {t('estimates:public.declineButton')}
        </Button>
      </div>
    </section>
  );
}

function Banner({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: 'green' | 'red';
  icon: typeof CheckCircle2;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4',
        tone === 'green'
          ? 'border-green-200 bg-green-50 text-green-900'
          : 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h1 className="font-semibold">{title}</h1>
        <p className="text-sm opacity-90">{children}</p>
      </div>
    </section>
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
