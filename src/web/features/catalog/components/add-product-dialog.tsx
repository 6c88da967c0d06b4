import {
  categoryLabels,
  createProductBody,
  type Product,
  type ProductKind,
} from '../../../../domain/contracts/catalog-products';
import { productCategories } from '../../../../domain/enums';
import { FormDialog, FormDialogField } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateProduct } from '../products-api';

export const categoryOptions = productCategories.map((value) => ({ value, label: categoryLabels[value] }));

type AddProductDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  kind: ProductKind;
  onCreated?: (product: Product) => void;
};

/**
 * Add Product / Add Service: the name, category, cost and markup (the server prices it); trade, unit and the
 * rest of the pricing are on the item's page. A service starts in category service, a product in material.
 */
export function AddProductDialog({ open, onOpenChange, companyId, kind, onCreated }: AddProductDialogProps) {
  const create = useCreateProduct(companyId);
  const noun = kind === 'services' ? 'Service' : 'Product';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Add ${noun}`}
      description="Enter the item's name, cost and markup. The price follows from them."
      schema={createProductBody}
      defaultValues={{
        name: '',
        category: kind === 'services' ? 'service' : 'material',
        unitCost: '',
        markup: '',
        description: '',
      }}
      submitLabel={`Add ${noun}`}
      pendingLabel="Adding..."
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        onCreated?.(created);
        return created;
      }}
    >
      <FormDialogField name="name" label="Name">
        <Input autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="category" label="Category">
        <Select options={categoryOptions} />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="unitCost" label="Unit cost ($)">
          <Input inputMode="decimal" autoComplete="off" placeholder="0.00" />
        </FormDialogField>
        <FormDialogField name="markup" label="Markup (%)">
          <Input inputMode="decimal" autoComplete="off" placeholder="0" />
        </FormDialogField>
      </div>
      <FormDialogField name="description" label="Description">
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
