import '#domain/messages/load/invoices';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Download } from 'lucide-react';
import { useEffect } from 'react';
import type { InvoiceDocument as InvoiceDocumentData } from '#domain/contracts/invoice-sending';
import { formatDateLong, formatMoney } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { PortalLink } from '#web/components/ui/portal-link';
import { PublicDocumentPage } from '#web/components/ui/public-document-page';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { useParams } from '#web/lib/router';
import { publicInvoicePdfUrl, publicInvoiceQuery } from '../api';
import { InvoiceDocument } from '../components/invoice-document';

/**
 * /public/invoices/{token}: the page a customer opens from the invoice e-mail, without signing in and outside
 * the app shell. It reads only the public invoice calls.
 */
export default function PublicInvoicePage() {
  const token = useParams().token ?? '';
  const view = useQuery(publicInvoiceQuery(token));

  return (
    <PublicDocumentPage
      query={view}
      noun={t('invoices:item')}
      notFound={{
        title: t('invoices:public.notAvailable'),
        message: t('invoices:public.askForLink', { reason: t('invoices:sending.linkInvalid') }),
      }}
    >
      {(invoice) => <CurrentInvoice token={token} invoice={invoice} />}
    </PublicDocumentPage>
  );
}

function CurrentInvoice({ token, invoice }: { token: string; invoice: InvoiceDocumentData }) {
  const pdf = usePdfDownload(publicInvoicePdfUrl(token), `invoice-${invoice.number}.pdf`);
  useEffect(() => {
    document.title = t('invoices:public.title', { number: invoice.number, company: invoice.company.name });
  }, [invoice.number, invoice.company.name]);
  const paid = invoice.status === 'paid';

  return (
    <>
      <section
        aria-labelledby="invoice-summary"
        className={
          paid
            ? 'mb-4 flex flex-col gap-4 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900 sm:flex-row sm:items-center sm:justify-between sm:p-5'
            : 'mb-4 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-5'
        }
      >
        <div className="flex items-start gap-3">
          {paid ? <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" /> : null}
          <div>
            <h1 id="invoice-summary" className="font-semibold text-lg">
              {t('invoices:public.title', { number: invoice.number, company: invoice.company.name })}
            </h1>
            <p className={paid ? 'text-sm' : 'text-slate-600 text-sm'}>{summaryOf(invoice)}</p>
          </div>
        </div>
        <Button
          variant={paid ? 'outline' : 'primary'}
          loading={pdf.isPending}
          loadingText={t('invoices:public.preparingPdf')}
          onClick={() => pdf.mutate()}
        >
          <Download aria-hidden="true" />
          {t('invoices:public.downloadPdf')}
        </Button>
      </section>
      <InvoiceDocument invoice={invoice} />
      <PortalLink />
    </>
  );
}

/** One sentence on what is owed: paid, cancelled, or the amount and when it is due. */
function summaryOf(invoice: InvoiceDocumentData): string {
  if (invoice.status === 'paid') {
    return invoice.paidDate
      ? t('invoices:public.paidOn', { day: formatDateLong(invoice.paidDate) })
      : t('invoices:public.paid');
  }
  if (invoice.status === 'cancelled') return t('invoices:public.cancelled');
  const due = invoice.dueDate
    ? t('invoices:public.dueOn', { day: formatDateLong(invoice.dueDate) })
    : t('invoices:public.dueOnReceipt');
  const overdue = invoice.status === 'overdue' ? t('invoices:public.overdue') : '';
  return t('invoices:public.amountDueSentence', { amount: formatMoney(invoice.amountDue), due, overdue });
}
