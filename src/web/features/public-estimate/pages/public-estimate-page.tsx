import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Download, FileClock, Printer, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  type EstimateDocument as EstimateDocumentData,
  estimateMessages,
  type PublicEstimateView,
} from '#domain/contracts/estimates';
import { formatMoney } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '#web/components/ui/notice-card';
import { PublicDocumentPage } from '#web/components/ui/public-document-page';
import { cn } from '#web/lib/cn';
import { usePdfDownload } from '#web/lib/download';
import { EstimateDocument } from '../../estimates/components/estimate-document';
import { publicEstimateQuery, publicPdfUrl } from '../api';
import { ApproveDialog, DeclineDialog } from '../components/decision-dialogs';
import '../../estimates/print.css';

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
      noun="estimate"
      notFound={{ title: 'Estimate not available', message: estimateMessages.linkInvalid() }}
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
  const pdf = usePdfDownload(publicPdfUrl(token), `estimate-${estimate.number}.pdf`);
  useEffect(() => {
    document.title = `Estimate ${estimate.number} from ${estimate.company.name}`;
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
            Print
          </Button>
          <Button
            variant="outline"
            loading={pdf.isPending}
            loadingText="Preparing PDF..."
            onClick={() => pdf.mutate()}
          >
            <Download aria-hidden="true" />
            Download PDF
          </Button>
        </div>
      </div>
      <EstimateDocument estimate={estimate} audience="client" />
      <ApproveDialog
        token={token}
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
        total={estimate.total}
        companyName={estimate.company.name}
        recipientName={recipientName}
      />
      <DeclineDialog
        token={token}
        open={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
      />
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
      <Banner tone="green" icon={CheckCircle2} title="Estimate approved">
        Thank you. {company} has been notified and will be in touch about the next steps.
      </Banner>
    );
  }
  if (estimate.status === 'declined') {
    return (
      <Banner tone="red" icon={XCircle} title="Estimate declined">
        {company} has been notified. Contact them if you would like a revised estimate.
      </Banner>
    );
  }
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h1 id="review-heading" className="font-semibold text-lg text-slate-900">
        Hello {recipientName}, please review your estimate
      </h1>
      <p className="mt-1 text-slate-600 text-sm">
        {company} sent you estimate #{estimate.number} for {estimate.project.name}, totalling{' '}
        <strong className="text-slate-900">{formatMoney(estimate.total)}</strong>. Approve it or decline it
        below.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={onApprove}>
          <CheckCircle2 aria-hidden="true" />
          Approve Estimate
        </Button>
        <Button size="lg" variant="outline" onClick={onDecline}>
          <XCircle aria-hidden="true" />
          Decline
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
          alt={`${company.name} logo`}
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
