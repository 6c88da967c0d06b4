import '#domain/messages/load/estimates';
import { lazy, Suspense } from 'react';
import {
  type ApproveEstimateBody,
  approveEstimateBody,
  type DeclineEstimateBody,
  declineEstimateBody,
} from '#domain/contracts/estimates';
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

/**
 * The client's decision dialogs, on the public page (by its link's token) and in the client portal: each page
 * gives the call that records the decision.
 */
type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Approving means typing one's full name and drawing a signature: the approval names the total it accepts. */
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
  onApprove: (body: ApproveEstimateBody) => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('estimates:public.approve')}
      description={
        <Trans
          ns="estimates"
          i18nKey="public.approveDescription"
          values={{ company: companyName, total: formatMoney(total) }}
          components={{ strong: <strong className="text-slate-900" /> }}
        />
      }
      schema={approveEstimateBody}
      defaultValues={{ name: '', signature: '' }}
      submitLabel={t('estimates:public.approve')}
      pendingLabel={t('estimates:public.approving')}
      className="md:max-w-[560px]"
      onSubmit={(values) => onApprove(values)}
    >
      <FormDialogField name="name" label={t('estimates:public.fullName')}>
        <Input autoComplete="name" placeholder={recipientName} autoFocus />
      </FormDialogField>
      <Suspense fallback={<Skeleton className="h-48" />}>
        <SignatureField name="signature" />
      </Suspense>
    </FormDialog>
  );
}

/** Declining takes an optional reason, which the contractor sees in the history and the e-mail. */
export function DeclineDialog({
  open,
  onOpenChange,
  onDecline,
}: DialogProps & { onDecline: (body: DeclineEstimateBody) => Promise<unknown> }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('estimates:public.decline')}
      description={t('estimates:public.declineDescription')}
      schema={declineEstimateBody}
      defaultValues={{ reason: '' }}
      submitLabel={t('estimates:public.decline')}
      pendingLabel={t('estimates:public.declining')}
      submitVariant="destructive"
      onSubmit={(values) => onDecline(values)}
    >
      <FormDialogField name="reason" label={t('estimates:public.reason')}>
        <Textarea rows={4} maxLength={2000} />
      </FormDialogField>
    </FormDialog>
  );
}
