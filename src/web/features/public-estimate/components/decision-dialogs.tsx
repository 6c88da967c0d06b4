import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { approveEstimateBody, declineEstimateBody } from '../../../../domain/contracts/estimates';
import { formatMoney } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve Estimate</DialogTitle>
          <DialogDescription>
            By typing your full name and selecting Approve Estimate, you accept this estimate from{' '}
            {companyName} for a total of <strong className="text-slate-900">{formatMoney(total)}</strong>.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ApproveForm token={token} onDone={() => onOpenChange(false)} recipientName={recipientName} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ApproveForm({
  token,
  onDone,
  recipientName,
}: {
  token: string;
  onDone: () => void;
  recipientName: string;
}) {
  const approve = useApproveEstimate(token);
  const form = useForm<z.input<typeof approveEstimateBody>, unknown, z.output<typeof approveEstimateBody>>({
    resolver: zodResolver(approveEstimateBody),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit((values) =>
    approve.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyServerFieldErrors(error, form.setError, ['name']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Your full name" error={form.formState.errors.name?.message}>
        <Input {...form.register('name')} autoComplete="name" placeholder={recipientName} autoFocus />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={approve.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={approve.isPending} loadingText="Approving...">
          Approve Estimate
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Declining takes an optional reason, which the contractor sees in the history and the e-mail. */
export function DeclineDialog({ token, open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline Estimate</DialogTitle>
          <DialogDescription>
            Let the contractor know why, if you like. They can prepare a revised estimate for you.
          </DialogDescription>
        </DialogHeader>
        {open ? <DeclineForm token={token} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeclineForm({ token, onDone }: { token: string; onDone: () => void }) {
  const decline = useDeclineEstimate(token);
  const form = useForm<z.input<typeof declineEstimateBody>, unknown, z.output<typeof declineEstimateBody>>({
    resolver: zodResolver(declineEstimateBody),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((values) =>
    decline.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyServerFieldErrors(error, form.setError, ['reason']),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Reason (optional)" error={form.formState.errors.reason?.message}>
        <Textarea {...form.register('reason')} rows={4} maxLength={2000} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={decline.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" loading={decline.isPending} loadingText="Declining...">
          Decline Estimate
        </Button>
      </DialogFooter>
    </form>
  );
}
