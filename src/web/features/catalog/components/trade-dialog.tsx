import { type Trade, tradeBody } from '#domain/contracts/catalog';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { toast } from '#web/components/ui/toast-store';
import { useCreateTrade, useUpdateTrade } from '../api';

type TradeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Given: Edit Trade; absent: Add Trade. */
  trade?: Trade | null;
};

/** Add Trade and Edit Trade: name (required) and description. */
export function TradeDialog({ open, onOpenChange, companyId, trade }: TradeDialogProps) {
  const create = useCreateTrade(companyId);
  const update = useUpdateTrade(companyId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={trade ? 'Edit Trade' : 'Add Trade'}
      description={
        trade ? 'Change the name or description of this trade.' : 'Add a trade your company works in.'
      }
      schema={tradeBody}
      defaultValues={{ name: trade?.name ?? '', description: trade?.description ?? '' }}
      submitLabel={trade ? 'Save Changes' : 'Add Trade'}
      pendingLabel={trade ? 'Saving...' : 'Adding...'}
      // The product announces a missing name under the title 'Required fields' as well.
      onInvalid={(message) =>
        toast({ title: 'Required fields', description: message, variant: 'destructive' })
      }
      onSubmit={(values) =>
        trade
          ? update.mutateAsync({ id: trade.id, body: values, version: trade.version })
          : create.mutateAsync(values)
      }
    >
      <FormDialogField name="name" label="Name">
        <Input autoComplete="off" placeholder="e.g. Plumbing" />
      </FormDialogField>
      <FormDialogField name="description" label="Description">
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
