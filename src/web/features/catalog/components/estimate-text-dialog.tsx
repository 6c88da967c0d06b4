import '#domain/messages/load/catalog';
import type { z } from 'zod';
import { ESTIMATE_NOTES_MAX, ESTIMATE_TERMS_MAX } from '#calls/estimate-defaults';
import {
  type UpdateEstimateDefaultsBody,
  updateEstimateDefaultsBody,
} from '#domain/contracts/estimate-defaults';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Textarea } from '#web/components/ui/textarea';
import { toast } from '#web/components/ui/toast-store';
import { t } from '#web/lib/i18n';
import { useUpdateEstimateDefaults } from '../api';
import type { EstimateTextKind } from './estimate-text-page';

// One field of the PATCH contract, required: the dialog saves the text it shows.
const schemas: Record<
  EstimateTextKind['field'],
  z.ZodType<UpdateEstimateDefaultsBody, UpdateEstimateDefaultsBody>
> = {
  notes: updateEstimateDefaultsBody.pick({ notes: true }).required(),
  terms: updateEstimateDefaultsBody.pick({ terms: true }).required(),
};
const limits = { notes: ESTIMATE_NOTES_MAX, terms: ESTIMATE_TERMS_MAX };

type EstimateTextDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  kind: EstimateTextKind;
  /** The text as saved, the form's start. */
  text: string | undefined;
  /** The defaults' version the save answers to. */
  version: string | undefined;
};

/** The Edit dialog of a default estimate text (its own module: it loads when first opened). */
export function EstimateTextDialog({
  open,
  onOpenChange,
  companyId,
  kind,
  text,
  version,
}: EstimateTextDialogProps) {
  const update = useUpdateEstimateDefaults(companyId, version);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('catalog:estimateTexts.edit', { label: kind.label })}
      description={t('catalog:estimateTexts.dialogDescription')}
      className="md:max-w-[640px]"
      schema={schemas[kind.field]}
      defaultValues={
        text === undefined ? undefined : ({ [kind.field]: text } as Record<typeof kind.field, string>)
      }
      submitLabel={t('common:saveChanges')}
      pendingLabel={t('common:saving')}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast({ title: kind.saved });
      }}
    >
      <FormDialogField name={kind.field} label={kind.label}>
        <Textarea rows={12} maxLength={limits[kind.field]} />
      </FormDialogField>
    </FormDialog>
  );
}
