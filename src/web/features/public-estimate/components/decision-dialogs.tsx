import { approveEstimateBody, declineEstimateBody } from '#domain/contracts/estimates';
import { formatMoney } from '#domain/format';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { useApproveEstimate, useDeclineEstimate } from '../api';

type DialogProps = {
  token: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Approving means typing one's full name: the approval names the total it accepts. */
export function ApproveDialog({
  token,
  open,
  onOpenChange,
  total,
  companyName,
  recipientName,
}: DialogProps & { total: string; companyName: string; recipientName: string }) {
  const approve = useApproveEstimate(token);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Approve Estimate"
      description={
        <>
          By typing your full name and selecting Approve Estimate, you accept this estimate from {companyName}{' '}
          for a total of <strong className="text-slate-900">{formatMoney(total)}</strong>.
        </>
      }
      schema={approveEstimateBody}
      defaultValues={{ name: '' }}
      submitLabel="Approve Estimate"
      pendingLabel="Approving..."
      onSubmit={(values) => approve.mutateAsync(values)}
    >
      <FormDialogField name="name" label="Your full name">
        <Input autoComplete="name" placeholder={recipientName} autoFocus />
      </FormDialogField>
    </FormDialog>
  );
}

/** Declining takes an optional reason, which the contractor sees in the history and the e-mail. */
export function DeclineDialog({ token, open, onOpenChange }: DialogProps) {
  const decline = useDeclineEstimate(token);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decline Estimate"
      description="Let the contractor know why, if you like. They can prepare a revised estimate for you."
      schema={declineEstimateBody}
      defaultValues={{ reason: '' }}
      submitLabel="Decline Estimate"
      pendingLabel="Declining..."
      submitVariant="destructive"
      onSubmit={(values) => decline.mutateAsync(values)}
    >
      <FormDialogField name="reason" label="Reason (optional)">
        <Textarea rows={4} maxLength={2000} />
      </FormDialogField>
    </FormDialog>
  );
}
