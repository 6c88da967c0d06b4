import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Product, productFormFields } from '#domain/contracts/catalog-products';
import { formValuesOf } from '#domain/contracts/form-values';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { StaleVersionNotice } from '#web/components/ui/stale-version-notice';
import { Textarea } from '#web/components/ui/textarea';
import { useContractForm } from '#web/lib/contract-form';
import { useEditedVersion } from '#web/lib/edited-version';
import { t } from '#web/lib/i18n';
import { tradesQuery, unitsQuery } from '../api';
import { selectedId, tradeOptions, unitOptions } from '../catalog-link-options';
import { categoryOptions } from '../category-options';
import { type PricingField, recalculate } from '../pricing-calculator';
import { useUpdateProduct } from '../products-api';

/** The form checks what it sends with the PUT contract, so it shows the server's messages. */
const productForm = productFormFields.extend({ tradeId: selectedId, unitId: selectedId });

const PRICING: { name: PricingField; label: string }[] = [
  { name: 'unitCost', label: t('catalog:product.form.unitCost') },
  { name: 'markup', label: t('catalog:product.form.markup') },
  { name: 'margin', label: t('catalog:product.form.margin') },
  { name: 'unitPrice', label: t('catalog:product.form.unitPrice') },
];

type ProductFormProps = {
  product: Product;
  companyId: number;
  /** Employees read the item: every field disabled, no Save. */
  editable: boolean;
  actions?: React.ReactNode;
};

/** The product page's form: details, trade, unit, pricing calculator; Save sends the PUT (docs/product.md#catalog). */
export function ProductForm({ product, companyId, editable, actions }: ProductFormProps) {
  const trades = useQuery(tradesQuery(companyId));
  const units = useQuery(unitsQuery(companyId));
  const update = useUpdateProduct(companyId, product.id);
  const [version, setVersion] = useEditedVersion(product.version);
  const { form, onSubmit, pending, stale, error } = useContractForm({
    schema: productForm,
    // The trade and unit show as their selectors' text: '' for none.
    defaultValues: formValuesOf(productForm, product),
    save: async (values) => {
      const saved = await update.mutateAsync({ body: values, version });
      setVersion(saved.version);
    },
    // What was saved is the form's new starting point: leaving now loses nothing.
    afterSave: 'saved',
  });
  const { register, formState, setValue, getValues } = form;
  // A native select shows its value only once that option exists: when the trades and units arrive, the saved
  // choices are put back so they show.
  useEffect(() => {
    if (trades.data) setValue('tradeId', getValues('tradeId'));
  }, [trades.data, setValue, getValues]);
  useEffect(() => {
    if (units.data) setValue('unitId', getValues('unitId'));
  }, [units.data, setValue, getValues]);

  // Typing one figure fills the others (recalculate), the way the server will store them.
  function onFigure(name: PricingField, text: string) {
    const current = getValues();
    const next = recalculate(
      {
        unitCost: String(current.unitCost ?? ''),
        markup: String(current.markup ?? ''),
        margin: String(current.margin ?? ''),
        unitPrice: String(current.unitPrice ?? ''),
      },
      name,
      text,
    );
    for (const field of PRICING) {
      if (field.name !== name)
        setValue(field.name, next[field.name], { shouldValidate: formState.isSubmitted });
    }
  }

  // Choosing a unit gives the product its symbol (or name) as the unit shown after the price.
  const unitField = register('unitId');
  const onUnit = (id: string) => {
    const unit = units.data?.find((u) => String(u.id) === id);
    if (unit) setValue('unit', unit.symbol ?? unit.name);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset disabled={!editable} className="grid min-w-0 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('catalog:product.form.details')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField label={t('catalog:product.form.name')} error={error('name')}>
              <Input autoComplete="off" {...register('name')} />
            </FormField>
            <FormField label={t('catalog:product.form.description')} error={error('description')}>
              <Textarea rows={3} {...register('description')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('catalog:product.form.category')} error={error('category')}>
                <Select options={categoryOptions} {...register('category')} />
              </FormField>
              <FormField label={t('catalog:product.form.trade')} error={error('tradeId')}>
                <Select options={tradeOptions(trades.data)} {...register('tradeId')}>
                  <option value="">{t('catalog:none')}</option>
                </Select>
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('catalog:product.form.unit')}
                error={error('unitId')}
                className="content-start"
              >
                <Select
                  options={unitOptions(units.data)}
                  {...unitField}
                  onChange={(e) => {
                    void unitField.onChange(e);
                    onUnit(e.target.value);
                  }}
                >
                  <option value="">{t('catalog:none')}</option>
                </Select>
              </FormField>
              <FormField
                label={t('catalog:product.form.unitLabel')}
                hint={t('catalog:product.form.unitLabelHint')}
                error={error('unit')}
              >
                <Input autoComplete="off" {...register('unit')} />
              </FormField>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('catalog:product.form.pricing')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {PRICING.map((field) => {
              const registered = register(field.name);
              return (
                <FormField key={field.name} label={field.label} error={error(field.name)}>
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    {...registered}
                    onChange={(e) => {
                      void registered.onChange(e);
                      onFigure(field.name, e.target.value);
                    }}
                  />
                </FormField>
              );
            })}
            <p className="text-slate-600 text-sm sm:col-span-2">{t('catalog:product.form.pricingHint')}</p>
          </CardContent>
        </Card>
      </fieldset>
      {stale ? <StaleVersionNotice reloadPage /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {actions}
        {editable ? (
          <Button type="submit" loading={pending} loadingText={t('common:saving')}>
            {t('common:saveChanges')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
