import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { CircleSlash, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ChangeOrderDocument as Document } from '#domain/contracts/change-order-sending';
import { Button } from '#web/components/ui/button';
import { PortalLink } from '#web/components/ui/portal-link';
import { PublicDocumentPage } from '#web/components/ui/public-document-page';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { useParams } from '#web/lib/router';
import { DecisionDialogs, type OpenDecision } from '../../client-decision/decision-dialogs';
import { DecisionBanner, StatusBanner } from '../../client-decision/public-page';
import {
  publicChangeOrderPdfUrl,
  publicChangeOrderQuery,
  useApproveChangeOrder,
  useDeclineChangeOrder,
} from '../api';
import { ChangeOrderDocument } from '../components/change-order-document';

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
  const [dialog, setDialog] = useState<OpenDecision>(null);
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
        {/* Neither waiting nor decided (voided): nothing to decide, so the page only says it is closed. */}
        {doc.status !== 'pending' && doc.status !== 'approved' && doc.status !== 'declined' ? (
          <StatusBanner
            className="border-slate-200 bg-slate-50 text-slate-800"
            icon={CircleSlash}
            title={t('changeOrders:public.closedTitle')}
          >
            {t('changeOrders:public.closedMessage', { company: doc.company.name })}
          </StatusBanner>
        ) : (
          <DecisionBanner
            decision="changeOrders"
            doc={doc}
            recipientName={recipientName}
            onApprove={() => setDialog('approve')}
            onDecline={() => setDialog('decline')}
          />
        )}
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
      <DecisionDialogs
        decision="changeOrders"
        open={dialog}
        onOpenChange={setDialog}
        total={doc.total}
        companyName={doc.company.name}
        recipientName={recipientName}
        onApprove={(body) => approve.mutateAsync(body)}
        onDecline={(body) => decline.mutateAsync(body)}
      />
    </>
  );
}
