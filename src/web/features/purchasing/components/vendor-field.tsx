import '#domain/messages/load/purchasing';
import { useQuery } from '@tanstack/react-query';
import { FormDialogField } from '#web/components/ui/form-dialog';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { vendorChoicesQuery } from '../api';

/** The vendor of an order or a bill, chosen among the company's vendors. */
export function VendorField() {
  const vendors = useQuery(vendorChoicesQuery());
  return (
    <FormDialogField name="vendorId" label={t('purchasing:ui.vendor')}>
      <Select options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name }))}>
        <option value="">{t('purchasing:ui.chooseVendor')}</option>
      </Select>
    </FormDialogField>
  );
}
