import '#domain/messages/load/signatures';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field';
import { t } from '#web/lib/i18n';
import { SignaturePad } from './signature-pad';

/** The drawn signature of a signing form (contracts/signatures.ts `signature`), with its field message. */
export function SignatureField<TValues extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  error: string | undefined;
}) {
  // Not a Controller element: FormField hands its id and aria attributes to its direct child.
  const { field } = useController({ control, name });
  return (
    <FormField label={t('signatures:pad.label')} error={error}>
      <SignaturePad
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
