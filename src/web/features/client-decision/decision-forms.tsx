import { lazy, Suspense } from 'react';
import { formatMoney } from '#domain/format';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { RichText } from '#web/lib/rich-text';
import { decisionChecks } from './decision-checks';
import type { ApproveValues, DecisionTexts, DeclineValues } from './decision-document';

// The pad (and the signature_pad library it loads) comes with the dialog, never with the page.
const SignatureField = lazy(() =>
  import('../signatures/signature-field').then((m) => ({ default: m.SignatureField })),
);

/** Which decision dialog the client has opened. */
export type OpenDecision = 'approve' | 'decline' | null;

/**
 * The client's decision dialogs, on the public pages (by their link's token) and in the client portal: each page
 * gives the kind of document, what the approval accepts, and the calls that record the decision.
 */
export type DecisionDialogProps = {
  /** The kind of document: its texts' namespace, and the checks of its forms. */
  decision: DecisionTexts;
  open: 'approve' | 'decline';
  onOpenChange: (open: OpenDecision) => void;
  total: string;
  companyName: string;
  recipientName: string;
  onApprove: (body: ApproveValues) => Promise<unknown>;
  onDecline: (body: DeclineValues) => Promise<unknown>;
};

type DialogProps = Pick<DecisionDialogProps, 'decision'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The dialog the client opened; mounted only while one is open, so that every opening starts empty. */
export function DecisionDialog({
  open,
  onOpenChange,
  onApprove,
  onDecline,
  ...approve
}: DecisionDialogProps) {
  const change = (next: boolean) => onOpenChange(next ? open : null);
  return open === 'approve' ? (
    <ApproveDialog {...approve} open onOpenChange={change} onApprove={onApprove} />
  ) : (
    <DeclineDialog decision={approve.decision} open onOpenChange={change} onDecline={onDecline} />
  );
}

/** Approving means typing one's full name and drawing a signature: the approval names the total it accepts. */
function ApproveDialog({
  decision: texts,
  open,
  onOpenChange,
  total,
  companyName,
  recipientName,
  onApprove,
}: DialogProps & Pick<DecisionDialogProps, 'total' | 'companyName' | 'recipientName' | 'onApprove'>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${texts}:public.approve`)}
      description={
        <RichText
          i18nKey={`${texts}:public.approveDescription`}
          values={{ company: companyName, total: formatMoney(total) }}
          components={{ strong: <strong className="text-slate-900" /> }}
        />
      }
      schema={decisionChecks[texts].approveSchema}
      defaultValues={{ name: '', signature: '' }}
      submitLabel={t(`${texts}:public.approve`)}
      pendingLabel={t(`${texts}:public.approving`)}
      className="md:max-w-[560px]"
      onSubmit={(values) => onApprove(values)}
    >
      <FormDialogField name="name" label={t(`${texts}:public.fullName`)}>
        <Input autoComplete="name" placeholder={recipientName} autoFocus />
      </FormDialogField>
      <Suspense fallback={<Skeleton className="h-48" />}>
        <SignatureField name="signature" />
      </Suspense>
    </FormDialog>
  );
}

/** Declining takes an optional reason, which the contractor reads in the history and the e-mail. */
function DeclineDialog({
  decision: texts,
  open,
  onOpenChange,
  onDecline,
}: DialogProps & Pick<DecisionDialogProps, 'onDecline'>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${texts}:public.decline`)}
      description={t(`${texts}:public.declineDescription`)}
      schema={decisionChecks[texts].declineSchema}
      defaultValues={{ reason: '' }}
      submitLabel={t(`${texts}:public.decline`)}
      pendingLabel={t(`${texts}:public.declining`)}
      submitVariant="destructive"
      onSubmit={(values) => onDecline(values)}
    >
      <FormDialogField name="reason" label={t(`${texts}:public.reason`)}>
        <Textarea rows={4} maxLength={2000} />
      </FormDialogField>
    </FormDialog>
  );
}
