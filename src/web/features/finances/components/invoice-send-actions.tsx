import '#domain/messages/load/invoices';
import { Download, Eye, Send } from 'lucide-react';
import type { Invoice } from '#domain/contracts/invoices';
import { formatDateTime } from '#domain/format';
import type { RowAction } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { useDownloadInvoicePdf, useSendInvoice } from '../invoice-sending-api';

/** The invoices list's 'Send Invoice' and 'Download PDF' row actions (admins and managers see the menu). */
/** Send (admins and managers: `mayManage`) and Download PDF (everyone who reads invoices). */
export function useInvoiceSendActions(
  companyId: number,
  mayManage: boolean,
): (invoice: Invoice) => RowAction[] {
  const send = useSendInvoice(companyId);
  const download = useDownloadInvoicePdf();
  return (invoice) => [
    {
      label: t('invoices:actions.send'),
      icon: Send,
      onSelect: () => send.mutate(invoice),
      // A paid or cancelled invoice asks nothing more of the customer (the server refuses it too).
      hidden: !mayManage || invoice.isPaid || invoice.status === 'cancelled',
    },
    { label: t('invoices:actions.downloadPdf'), icon: Download, onSelect: () => download.mutate(invoice) },
  ];
}

/** Under the status of a sent invoice whose link the customer has opened. */
export function InvoiceViewedNote({ invoice }: { invoice: Pick<Invoice, 'viewedAt' | 'isPaid'> }) {
  if (!invoice.viewedAt || invoice.isPaid) return null;
  return (
    <span
      className="mt-1 flex items-center gap-1 text-slate-500 text-xs"
      title={formatDateTime(invoice.viewedAt)}
    >
      <Eye className="size-3.5" aria-hidden="true" />
      {t('invoices:viewed')}
    </span>
  );
}
