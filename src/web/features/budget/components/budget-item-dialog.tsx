import '#domain/messages/load/budget';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BudgetLineItem } from '#domain/contracts/budget';
import type { CatalogProduct } from '#domain/contracts/catalog';
import { FormDialog, type FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useCreateBudgetItem, useUpdateBudgetItem } from '../api';
import {
  type BudgetFormValues,
  budgetFormDefaults,
  budgetFormResolver,
  NONE,
  type PricingField,
  repriceAfterEdit,
  toBudgetBody,
  valuesFromProduct,
} from '../budget-form';
import { parentGroupOptions } from '../budget-rows';
import { tradesQuery } from '../catalog-queries';
import { CatalogProductSelect } from './catalog-product-select';

export type BudgetItemDialogTarget =
  | { mode: 'add'; parentId: number | null }
  | { mode: 'edit'; item: BudgetLineItem };

type BudgetItemDialogProps = {
  projectId: number;
  /** The budget's items in display order (the parent group choices). */
  items: readonly BudgetLineItem[];
  /** What is being added or edited; null when closed. */
  target: BudgetItemDialogTarget | null;
  onClose: () => void;
};

/** Add Budget Item / Edit Budget Item: a product (optionally from the catalog) or a group. */
export function BudgetItemDialog({ projectId, items, target, onClose }: BudgetItemDialogProps) {
  const item = target?.mode === 'edit' ? target.item : undefined;
  const parentId = target?.mode === 'add' ? target.parentId : undefined;
  const create = useCreateBudgetItem(projectId);
  const update = useUpdateBudgetItem(projectId);
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="md:max-w-2xl"
      title={item ? t('budget:dialog.editTitle') : t('budget:dialog.addTitle')}
      description={item ? t('budget:dialog.editDescription') : t('budget:dialog.addDescription')}
      resolver={budgetFormResolver}
      defaultValues={budgetFormDefaults(item, parentId)}
      submitLabel={item ? t('common:saveChanges') : t('budget:dialog.addItem')}
      pendingLabel={item ? t('common:saving') : t('budget:dialog.adding')}
      onSubmit={(values) => {
        const body = toBudgetBody(values, item);
        return item
          ? update.mutateAsync({ id: item.id, body, version: item.version })
          : create.mutateAsync(body);
      }}
    >
      {(form) => <BudgetItemFields form={form} items={items} item={item} />}
    </FormDialog>
  );
}

type BudgetItemFieldsProps = {
  form: FormOf<BudgetFormValues>;
  items: readonly BudgetLineItem[];
  item: BudgetLineItem | undefined;
};

/** The four figures that drive each other: editing one recomputes the price (or markup and margin). */
const pricingFields: PricingField[] = ['unitCost', 'unitPrice', 'markup', 'margin'];

function BudgetItemFields({ form, items, item }: BudgetItemFieldsProps) {
  const { errors } = form.formState;
  const type = form.watch('type');
  const productId = form.watch('productId');
  const trades = useQuery(tradesQuery());
  const groups = useMemo(() => parentGroupOptions(items, item?.id), [items, item?.id]);
  /** Puts computed values in the form; re-checks a field only if it shows a message now. */
  const apply = (values: Partial<BudgetFormValues>) => {
    for (const [name, value] of Object.entries(values) as [keyof BudgetFormValues, string][]) {
      form.setValue(name, value, { shouldValidate: !!form.getFieldState(name).error });
    }
  };

  const pricingInput = (field: PricingField) =>
    form.register(field, { onChange: () => apply(repriceAfterEdit(field, form.getValues())) });

  const chooseProduct = (product: CatalogProduct) => {
    apply(valuesFromProduct(product));
    form.clearErrors(['name', 'productId', ...pricingFields]);
  };

  const isProduct = type === 'product';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('budget:fields.type')} error={errors.type?.message}>
          <Select
            {...form.register('type', {
              // Product and group have different rules: once messages show, check everything again.
              onChange: () => (form.formState.isSubmitted ? void form.trigger() : undefined),
            })}
          >
            <option value="product">{t('budget:types.product')}</option>
            <option value="group">{t('budget:types.group')}</option>
          </Select>
        </FormField>
        <FormField label={t('budget:fields.parentGroup')} error={errors.parentId?.message}>
          <Select {...form.register('parentId')} options={groups}>
            <option value={NONE}>{t('budget:fields.topLevel')}</option>
          </Select>
        </FormField>
      </div>
      {isProduct ? (
        <FormField
          label={t('budget:fields.catalogProduct')}
          error={errors.productId?.message}
          hint={t('budget:fields.catalogProductHint')}
        >
          <CatalogProductSelect value={productId} onChoose={chooseProduct} />
        </FormField>
      ) : null}
      <FormField label={t('budget:fields.name')} error={errors.name?.message}>
        <Input
          placeholder={
            isProduct ? t('budget:fields.productPlaceholder') : t('budget:fields.groupPlaceholder')
          }
          autoComplete="off"
          {...form.register('name')}
        />
      </FormField>
      <FormField label={t('budget:fields.description')} error={errors.description?.message}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      {isProduct ? (
        <>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <FormField label={t('budget:fields.quantity')} error={errors.quantity?.message}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('quantity')} />
            </FormField>
            {pricingFields.map((name) => (
              <FormField key={name} label={t(`budget:fields.${name}`)} error={errors[name]?.message}>
                <Input inputMode="decimal" placeholder="0.00" autoComplete="off" {...pricingInput(name)} />
              </FormField>
            ))}
            <FormDialogField name="tradeId" label={t('budget:fields.trade')}>
              <Select options={(trades.data ?? []).map((trade) => ({ value: trade.id, label: trade.name }))}>
                <option value={NONE}>{t('budget:fields.noTrade')}</option>
              </Select>
            </FormDialogField>
          </div>
          <p className="text-slate-500 text-xs">{t('budget:dialog.pricingHint')}</p>
          <label className="flex items-center gap-2 text-slate-800 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register('isAllowance')} />
            {t('budget:fields.isAllowance')}
          </label>
        </>
      ) : null}
    </>
  );
}
