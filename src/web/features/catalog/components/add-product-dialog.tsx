import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { newProductFormFields, type Product, type ProductKind } from '#domain/contracts/catalog-products';
import { emptyFormValues } from '#domain/contracts/form-values';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { tradesQuery, unitsQuery } from '../api';
import { selectedId, tradeOptions, unitOptions } from '../catalog-link-options';
import { categoryOptions } from '../category-options';
import { useCreateProduct } from '../products-api';

/** The POST contract's fields the dialog edits, with the trade and unit selectors' '' read as none. */
const addProductForm = newProductFormFields.extend({ tradeId: selectedId, unitId: selectedId });

type AddProductDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  kind: ProductKind;
  onCreated?: (product: Product) => void;
};

/**
 * Add Product / Add Service: the name, category, trade, unit, cost and markup (the server prices it and takes
 * the unit's symbol as the label shown after the price); margin, price and the label itself are on the item's
 * page. A service starts in category service, a product in material.
 */
export function AddProductDialog({ open, onOpenChange, companyId, kind, onCreated }: AddProductDialogProps) {
  const create = useCreateProduct(companyId);
  const trades = useQuery({ ...tradesQuery(companyId), enabled: open });
  const units = useQuery({ ...unitsQuery(companyId), enabled: open });
  const addLabel = kind === 'services' ? t('catalog:services.add') : t('catalog:products.add');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={addLabel}
      // Wide enough for category, trade and unit side by side, a unit's symbol included.
      className="md:max-w-[600px]"
      description={t('catalog:addDialog.description')}
      schema={addProductForm}
      defaultValues={{
        ...emptyFormValues(addProductForm),
        category: kind === 'services' ? 'service' : 'material',
      }}
      submitLabel={addLabel}
      pendingLabel={t('catalog:adding')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        onCreated?.(created);
        return created;
      }}
    >
      <FormDialogField name="name" label={t('catalog:product.form.name')}>
        <Input autoComplete="off" />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormDialogField name="category" label={t('catalog:product.form.category')}>
          <Select options={categoryOptions} />
        </FormDialogField>
        <FormDialogField name="tradeId" label={t('catalog:product.form.trade')}>
          <Select options={tradeOptions(trades.data)}>
            <option value="">{t('catalog:none')}</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="unitId" label={t('catalog:product.form.unit')}>
          <Select options={unitOptions(units.data)}>
            <option value="">{t('catalog:none')}</option>
          </Select>
        </FormDialogField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="unitCost" label={t('catalog:product.form.unitCost')}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" />
        </FormDialogField>
        <FormDialogField name="markup" label={t('catalog:product.form.markup')}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0" />
        </FormDialogField>
      </div>
      <FormDialogField name="description" label={t('catalog:product.form.description')}>
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
