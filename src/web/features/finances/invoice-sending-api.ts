import '#domain/messages/load/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceSendingCalls } from '#calls/invoice-sending';
import type { Invoice } from '#domain/contracts/invoices';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callUrl } from '../../lib/calls';
import { downloadFile } from '../../lib/download-file';
import { refreshMoney } from './api';

/**
 * POST /api/invoices/{id}/send: e-mails the customer the link to the public invoice page. A toast says it is
 * under way (the server waits for the mail server), then 'Invoice sent' with the address, or the server's reason.
 */
export function useSendInvoice(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      call(invoiceSendingCalls.send, { params: { id: invoice.id } }),
    onMutate: (invoice) => {
      toast({
        title: t('invoices:toasts.sending'),
        description: t('invoices:toasts.sendingDescription', { number: invoice.invoiceNumber }),
      });
    },
    onSuccess: (sent) => {
      refreshMoney(client, companyId);
      toast({
        title: t('invoices:toasts.sent'),
        description: t('invoices:toasts.sentDescription', { number: sent.invoiceNumber, email: sent.sentTo }),
      });
    },
    onError: (error) =>
      toast({
        title: t('invoices:toasts.sendFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}

/** GET /api/invoices/{id}/pdf, saved as invoice-{number}.pdf. */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      downloadFile(
        callUrl(invoiceSendingCalls.pdf, { params: { id: invoice.id } }),
        `invoice-${invoice.invoiceNumber}.pdf`,
      ),
    onError: (error) =>
      toast({
        title: t('invoices:toasts.pdfFailed'),
        description: errorMessage(error, t('invoices:toasts.pdfFailedDescription')),
        variant: 'destructive',
      }),
  });
}
