import '#domain/messages/load/change-orders';
import { lazy, Suspense } from 'react';
import { declineChangeOrderBody } from '#domain/contracts/change-orders';
import { type SignatureBody, signatureBody } from '#domain/contracts/signatures';
import { formatMoney } from '#domain/format';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { Trans } from '#web/lib/trans';

// The pad (and the signature_pad library it loads) comes with the dialog, never with the page.
const SignatureField = lazy(() =>
  import('../../signatures/signature-field').then((m) => ({ default: m.SignatureField })),
);

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The client's decision dialogs, on the public page (by its link's token) and in the client portal: each page
 * gives the call that records the decision.
 */

/** Approving takes the typed full name and a drawn signature; the approval names the total it accepts. */
export function ApproveDialog({
  open,
  onOpenChange,
  total,
  companyName,
  recipientName,
  onApprove,
}: DialogProps & {
  total: string;
  companyName: string;
  recipientName: string;
  onApprove: (body: SignatureBody) => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeOrders:public.approve')}
      description={
        <Trans
          ns="changeOrders"
          i18nKey="public.approveDescription"
          values={{ company: companyName, total: formatMoney(total) }}
          components={{ strong: <strong className="text-slate-900" /> }}
        />
      }
      schema={signatureBody}
      defaultValues={{ name: '', signature: '' }}
      submitLabel={t('changeOrders:public.approve')}
      pendingLabel={t('changeOrders:public.approving')}
      className="md:max-w-[560px]"
      onSubmit={(values) => onApprove(values)}
    >
      <FormDialogField name="name" label={t('changeOrders:public.fullName')}>
        <Input autoComplete="name" placeholder={recipientName} autoFocus />
      </FormDialogField>
      <Suspense fallback={<Skeleton className="h-48" />}>
        <SignatureField name="signature" />
      </Suspense>
    </FormDialog>
  );
}

/** Declining takes an optional reason, which the contractor reads in the history and the e-mail. */
export function DeclineDialog({
  open,
  onOpenChange,
  onDecline,
}: DialogProps & { onDecline: (body: { reason?: string | null | undefined }) => Promise<unknown> }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeOrders:public.decline')}
      description={t('changeOrders:public.declineDescription')}
      schema={declineChangeOrderBody}
      defaultValues={{ reason: '' }}
      submitLabel={t('changeOrders:public.decline')}
      pendingLabel={t('changeOrders:public.declining')}
      submitVariant="destructive"
      onSubmit={(values) => onDecline(values)}
    >
      <FormDialogField name="reason" label={t('changeOrders:public.reason')}>
        <Textarea rows={4} maxLength={2000} />
      </FormDialogField>
    </FormDialog>
  );
}
