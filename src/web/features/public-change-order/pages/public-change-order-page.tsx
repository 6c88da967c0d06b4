import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleSlash, Download, XCircle } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { ChangeOrderDocument as Document } from '#domain/contracts/change-order-sending';
import { formatMoney } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { PortalLink } from '#web/components/ui/portal-link';
import { PublicDocumentPage } from '#web/components/ui/public-document-page';
import { cn } from '#web/lib/cn';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { Trans } from '#web/lib/trans';
import {
  publicChangeOrderPdfUrl,
  publicChangeOrderQuery,
  useApproveChangeOrder,
  useDeclineChangeOrder,
} from '../api';
import { ChangeOrderDocument } from '../components/change-order-document';

// The decision dialogs (the form scaffold and the signature pad) load when the client opens one.
const ApproveDialog = lazy(() =>
  import('../components/decision-dialogs').then((m) => ({ default: m.ApproveDialog })),
);
const DeclineDialog = lazy(() =>
  import('../components/decision-dialogs').then((m) => ({ default: m.DeclineDialog })),
);
/**
 * /public/change-orders/{token}: the page a client opens from the e-mail, without signing in and outside the app
 * shell: the change order, Approve and Sign or Decline while it waits, and its PDF.
 */
export default function PublicChangeOrderPage() {
  const token = useParams().token ?? '';
  const view = useQuery(publicChangeOrderQuery(token));
  return (
    <PublicDocumentPage
      query={view}
      noun={t('changeOrders:document.heading').toLowerCase()}
      notFound={{
        title: t('changeOrders:public.notAvailable'),
        message: t('changeOrders:server.linkInvalid'),
      }}
    >
      {(data) => (
        <CurrentChangeOrder token={token} recipientName={data.recipientName} doc={data.changeOrder} />
      )}
    </PublicDocumentPage>
  );
}

function CurrentChangeOrder({
  token,
  recipientName,
  doc,
}: {
  token: string;
  recipientName: string;
  doc: Document;
}) {
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const approve = useApproveChangeOrder(token);
  const decline = useDeclineChangeOrder(token);
  const pdf = usePdfDownload(publicChangeOrderPdfUrl(token), `change-order-${doc.number}.pdf`);
  useEffect(() => {
    document.title = t('changeOrders:public.documentTitle', {
      number: doc.number,
      company: doc.company.name,
    });
  }, [doc.number, doc.company.name]);
  return (
    <>
      <div className="mb-4 grid gap-4">
        <DecisionBanner
          doc={doc}
          recipientName={recipientName}
          onApprove={() => setDialog('approve')}
          onDecline={() => setDialog('decline')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            loading={pdf.isPending}
            loadingText={t('changeOrders:public.preparingPdf')}
            onClick={() => pdf.mutate()}
          >
            <Download aria-hidden="true" />
            {t('changeOrders:public.downloadPdf')}
          </Button>
        </div>
      </div>
      <ChangeOrderDocument doc={doc} />
      <PortalLink />
      <Suspense fallback={null}>
        {dialog === 'approve' ? (
          <ApproveDialog
            open
            onApprove={(body) => approve.mutateAsync(body)}
            onOpenChange={(open) => setDialog(open ? 'approve' : null)}
            total={doc.total}
            companyName={doc.company.name}
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
  doc,
  recipientName,
  onApprove,
  onDecline,
}: {
  doc: Document;
  recipientName: string;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const company = doc.company.name;
  if (doc.status === 'approved') {
    return (
      <Banner tone="green" icon={CheckCircle2} title={t('changeOrders:public.approvedTitle')}>
        {t('changeOrders:public.approvedMessage', { company })}
      </Banner>
    );
  }
  if (doc.status === 'declined') {
    return (
      <Banner tone="red" icon={XCircle} title={t('changeOrders:public.declinedTitle')}>
        {t('changeOrders:public.declinedMessage', { company })}
      </Banner>
    );
  }
  if (doc.status !== 'pending') {
    return (
      <Banner tone="grey" icon={CircleSlash} title={t('changeOrders:public.closedTitle')}>
        {t('changeOrders:public.closedMessage', { company })}
      </Banner>
    );
  }
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h1 id="review-heading" className="font-semibold text-lg text-slate-900">
        {t('changeOrders:public.reviewHeading', { name: recipientName })}
      </h1>
      <p className="mt-1 text-slate-600 text-sm">
        <Trans
          ns="changeOrders"
          i18nKey="public.review"
          values={{ company, number: doc.number, project: doc.project.name, total: formatMoney(doc.total) }}
          components={{ strong: <strong className="text-slate-900" /> }}
        />
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={onApprove}>
          <CheckCircle2 aria-hidden="true" />
          {t('changeOrders:public.approve')}
        </Button>
        <Button size="lg" variant="outline" onClick={onDecline}>
          <XCircle aria-hidden="true" />
          {t('changeOrders:public.declineButton')}
        </Button>
      </div>
    </section>
  );
}

const tones = {
  green: 'border-green-200 bg-green-50 text-green-900',
  red: 'border-red-200 bg-red-50 text-red-900',
  grey: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

function Banner({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: keyof typeof tones;
  icon: typeof CheckCircle2;
  title: string;
  children: ReactNode;
}) {
  return (
    <section role="status" className={cn('flex items-start gap-3 rounded-lg border p-4', tones[tone])}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h1 className="font-semibold">{title}</h1>
        <p className="text-sm opacity-90">{children}</p>
      </div>
    </section>
  );
}
