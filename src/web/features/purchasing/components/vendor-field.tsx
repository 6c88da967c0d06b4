import '#domain/messages/load/purchasing';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field';
import { t } from '#web/lib/i18n';
import { type ChosenVendor, VendorSelector } from '../../vendors/components/vendor-selector';

/**
 * The vendor of an order or a bill: the searchable vendor selector (searched on the server, Add new vendor at its
 * foot), without its None choice, since an order or a bill always has one. `initial` names the vendor the form
 * starts with (a bill entered against an open order).
 */
export function VendorField({ initial }: { initial?: ChosenVendor | undefined }) {
  const { control } = useFormContext<{ vendorId: number | string }>();
  const [chosen, setChosen] = useState<ChosenVendor | null>(initial ?? null);
  return (
    <Controller
      control={control}
      name="vendorId"
      render={({ field, fieldState }) => (
        <FormField label={t('purchasing:ui.vendor')} error={fieldState.error?.message}>
          <VendorSelector
            required
            value={field.value !== '' && chosen?.id === Number(field.value) ? chosen : null}
            onChange={(vendor) => {
              setChosen(vendor);
              field.onChange(vendor?.id ?? '');
            }}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
