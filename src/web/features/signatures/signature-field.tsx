import '#domain/messages/load/signatures';
import { get, useController, useFormContext } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field';
import { t } from '#web/lib/i18n';
import { SignaturePad } from './signature-pad';

/**
 * The drawn signature of a signing form (contracts/signatures.ts `signature`) with its field message, inside a
 * FormDialog (its form context).
 */
export function SignatureField({ name }: { name: string }) {
  const { control, formState } = useFormContext();
  // Not a Controller element: FormField hands its id and aria attributes to its direct child.
  const { field } = useController({ control, name });
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return (
    <FormField label={t('signatures:pad.label')} error={error?.message}>
      <SignaturePad
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
