import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BudgetLineItem } from '#domain/contracts/budget';
import type { CatalogProduct } from '#domain/contracts/catalog';
import { FormDialog, FormDialogField, type FormOf } from '#web/components/ui/form-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { tradesQuery, useCreateBudgetItem, useUpdateBudgetItem } from '../api';
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
      title={item ? 'Edit Budget Item' : 'Add Budget Item'}
      description={
        item
          ? 'Change this budget line; totals update when you save.'
          : 'Add a product line or a group that holds other lines.'
      }
      resolver={budgetFormResolver}
      defaultValues={budgetFormDefaults(item, parentId)}
      submitLabel={item ? 'Save Changes' : 'Add Item'}
      pendingLabel={item ? 'Saving...' : 'Adding...'}
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
const pricingLabels: Record<PricingField, string> = {
  unitCost: 'Unit cost',
  unitPrice: 'Unit price',
  markup: 'Markup %',
  margin: 'Margin %',
};
const pricingFields = Object.keys(pricingLabels) as PricingField[];

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
        <FormField label="Type" error={errors.type?.message}>
          <Select
            {...form.register('type', {
              // Product and group have different rules: once messages show, check everything again.
              onChange: () => (form.formState.isSubmitted ? void form.trigger() : undefined),
            })}
          >
            <option value="product">Product</option>
            <option value="group">Group</option>
          </Select>
        </FormField>
        <FormField label="Parent group" error={errors.parentId?.message}>
          <Select {...form.register('parentId')} options={groups}>
            <option value={NONE}>Top level</option>
          </Select>
        </FormField>
      </div>
      {isProduct ? (
        <FormField
          label="Catalog product"
          error={errors.productId?.message}
          hint="Copies the product's name, description, cost, pricing and trade."
        >
          <CatalogProductSelect value={productId} onChoose={chooseProduct} />
        </FormField>
      ) : null}
      <FormField label="Name" error={errors.name?.message}>
        <Input
          placeholder={isProduct ? 'Quartz countertop' : 'Kitchen'}
          autoComplete="off"
          {...form.register('name')}
        />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      {isProduct ? (
        <>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <FormField label="Quantity" error={errors.quantity?.message}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('quantity')} />
            </FormField>
            {pricingFields.map((name) => (
              <FormField key={name} label={pricingLabels[name]} error={errors[name]?.message}>
                <Input inputMode="decimal" placeholder="0.00" autoComplete="off" {...pricingInput(name)} />
              </FormField>
            ))}
            <FormDialogField name="tradeId" label="Trade">
              <Select options={(trades.data ?? []).map((t) => ({ value: t.id, label: t.name }))}>
                <option value={NONE}>No trade</option>
              </Select>
            </FormDialogField>
          </div>
          <p className="text-slate-500 text-xs">
            Markup sets the price from the cost; margin is the share of the price that is profit. Each one
            follows when you change another.
          </p>
        </>
      ) : null}
    </>
  );
}
