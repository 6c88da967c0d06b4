import '#domain/messages/load/invoices';
import { createInvoiceBody, type MilestoneBilling } from '#domain/contracts/invoices';
import { formatMoney, toDateOnly } from '#domain/format';
import { defaultMilestoneInvoiceNumber, milestoneLabels } from '#domain/milestone-invoices';
import { toUnits } from '#domain/pricing';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useCreateMilestoneInvoice } from '../api';
import { InvoiceDateFields } from './invoice-form-fields';

type Milestone = MilestoneBilling['milestones'][number];

/**
 * The milestones that can be billed now: not invoiced yet (a cancelled invoice frees its milestone), something to
 * bill, and the deposit only once the estimate is approved (docs/product.md#milestone-invoices).
 */
export function offeredMilestones(billing: MilestoneBilling): Milestone[] {
  return billing.milestones.filter(
    (m) => m.invoice === null && toUnits(m.amount) > 0n && (m.type !== 'deposit' || billing.estimateApproved),
  );
}

export const milestoneChoice = (m: Milestone) =>
  t('invoices:milestones.title', { label: milestoneLabels[m.type], percent: m.percent });

type CreateMilestoneInvoiceDialogProps = {
  companyId: number;
  projectId: number;
  billing: MilestoneBilling;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Create Milestone Invoice (docs/product.md#milestone-invoices): milestone, invoice number (INV-{projectId}- and the
 * last 4 digits of the time), description, issue date (today), due date, and the computed amount, read only. The
 * server computes the amount again and refuses one that no longer matches.
 */
export function CreateMilestoneInvoiceDialog({
  companyId,
  projectId,
  billing,
  open,
  onOpenChange,
}: CreateMilestoneInvoiceDialogProps) {
  const create = useCreateMilestoneInvoice(companyId);
  const offered = offeredMilestones(billing);
  const first = offered[0];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[500px]"
      title={t('invoices:milestoneDialog.title')}
      description={t(
        billing.basis === 'estimate'
          ? 'invoices:milestoneDialog.estimateShare'
          : 'invoices:milestoneDialog.budgetShare',
        { total: formatMoney(billing.total) },
      )}
      schema={createInvoiceBody}
      defaultValues={{
        milestoneType: first?.type,
        projectId,
        invoiceNumber: defaultMilestoneInvoiceNumber(projectId),
        description: '',
        issueDate: toDateOnly(new Date()),
        dueDate: '',
      }}
      submitLabel={t('invoices:create.submit')}
      pendingLabel={t('invoices:create.creating')}
      submitDisabled={offered.length === 0}
      onSubmit={(values) => {
        const chosen = billing.milestones.find((m) => m.type === values.milestoneType);
        return create.mutateAsync({ ...values, amount: chosen?.amount });
      }}
    >
      {(form) => {
        const chosen = billing.milestones.find((m) => m.type === form.watch('milestoneType'));
        return (
          <>
            <FormDialogField name="milestoneType" label={t('invoices:milestoneDialog.milestone')}>
              <Select options={offered.map((m) => ({ value: m.type, label: milestoneChoice(m) }))} />
            </FormDialogField>
            <FormDialogField name="invoiceNumber" label={t('invoices:fields.invoiceNumber')}>
              <Input autoComplete="off" />
            </FormDialogField>
            <FormDialogField name="description" label={t('invoices:fields.description')}>
              <Textarea rows={2} />
            </FormDialogField>
            <InvoiceDateFields />
            <FormField label={t('invoices:fields.amount')} hint={t('invoices:milestoneDialog.amountHint')}>
              <Input
                readOnly
                aria-readonly="true"
                className="bg-slate-50 tabular-nums"
                value={chosen ? formatMoney(chosen.amount) : ''}
              />
            </FormField>
          </>
        );
      }}
    </FormDialog>
  );
}
