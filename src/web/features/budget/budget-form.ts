import type { FieldErrors, Resolver } from 'react-hook-form';
import { type BudgetItem, type CreateBudgetItemBody, createBudgetItemBody } from '#domain/contracts/budget';
import type { CatalogProduct } from '#domain/contracts/catalog';
import type { BudgetItemType } from '#domain/enums';
import {
  isDecimal,
  isPriceableMargin,
  marginPercent,
  markupPercent,
  normalizePricing,
  priceFromMargin,
  priceFromMarkup,
  pricingFromPrice,
} from '#domain/pricing';

/** The select value for "no parent" (top level) and "no trade". */
export const NONE = 'none';

export type PricingField = 'unitCost' | 'unitPrice' | 'markup' | 'margin';

/**
 * The budget item form as the browser holds it: figures as typed text, selects as strings. `priceSource` is
 * the figure that set the price last; the form sends that one, so the server stores what the form shows.
 */
export type BudgetFormValues = {
  type: BudgetItemType;
  parentId: string;
  productId: number | null;
  name: string;
  description: string;
  quantity: string;
  unitCost: string;
  unitPrice: string;
  markup: string;
  margin: string;
  tradeId: string;
  /** A product line that is an allowance (selections are priced against it). */
  isAllowance: boolean;
  priceSource: 'unitPrice' | 'markup' | 'margin';
};

export const budgetFormFields = [
  'type',
  'parentId',
  'productId',
  'name',
  'description',
  'quantity',
  'unitCost',
  'unitPrice',
  'markup',
  'margin',
  'tradeId',
  'isAllowance',
] as const;

const ref = (id: number | null | undefined) => (id == null ? NONE : String(id));

/** Starting values: the item being edited, else a new product (quantity 1) under the given parent. */
export function budgetFormDefaults(item?: BudgetItem, parentId?: number | null): BudgetFormValues {
  if (!item) {
    return {
      type: 'product',
      parentId: ref(parentId),
      productId: null,
      name: '',
      description: '',
      quantity: '1',
      unitCost: '',
      unitPrice: '',
      markup: '',
      margin: '',
      tradeId: NONE,
      isAllowance: false,
      priceSource: 'unitPrice',
    };
  }
  return {
    type: item.type,
    parentId: ref(item.parentId),
    productId: item.productId,
    name: item.name,
    description: item.description ?? '',
    quantity: item.quantity,
    unitCost: item.unitCost,
    unitPrice: item.unitPrice,
    markup: item.markup,
    margin: item.margin,
    tradeId: ref(item.tradeId),
    isAllowance: item.isAllowance,
    priceSource: 'unitPrice',
  };
}

/**
 * What choosing a catalog product puts in the form: its name, description, trade and figures. The figures are
 * those the server derives from the product's cost and price, so the form shows what will be stored.
 */
export function valuesFromProduct(product: CatalogProduct): Partial<BudgetFormValues> {
  const agreed = normalizePricing(product);
  const pricing = pricingFromPrice(agreed.unitCost, agreed.unitPrice);
  return {
    productId: product.id,
    name: product.name,
    description: product.description ?? '',
    ...pricing,
    tradeId: ref(product.tradeId),
    priceSource: 'unitPrice',
  };
}

const decimal = (text: string) => (text.trim() !== '' && isDecimal(text) ? text.trim() : null);

/**
 * The figures that follow live from the one just edited (docs/product.md#budget): a markup sets the price to
 * cost x (1 + markup/100), a margin to cost / (1 - margin/100), and a price or a cost gives markup and margin
 * from cost and price. Exact, through the domain's pricing functions. A figure that cannot be read yet (empty,
 * half typed, a margin of 100) changes nothing else.
 */
export function repriceAfterEdit(
  field: PricingField,
  values: Pick<BudgetFormValues, PricingField>,
): Partial<BudgetFormValues> {
  const cost = decimal(values.unitCost);
  const price = decimal(values.unitPrice);
  const markup = decimal(values.markup);
  const margin = decimal(values.margin);
  const fromMarkup = (m: string): Partial<BudgetFormValues> => {
    const unitPrice = priceFromMarkup(cost ?? '0', m);
    return { unitPrice, margin: marginPercent(cost ?? '0', unitPrice), priceSource: 'markup' };
  };
  const fromMargin = (g: string): Partial<BudgetFormValues> => {
    const unitPrice = priceFromMargin(cost ?? '0', g);
    return { unitPrice, markup: markupPercent(cost ?? '0', unitPrice), priceSource: 'margin' };
  };
  const fromPrice = (p: string): Partial<BudgetFormValues> => ({
    markup: markupPercent(cost ?? '0', p),
    margin: marginPercent(cost ?? '0', p),
    priceSource: 'unitPrice',
  });

  switch (field) {
    case 'markup':
      return markup !== null && cost !== null ? fromMarkup(markup) : { priceSource: 'markup' };
    case 'margin':
      return margin !== null && cost !== null && isPriceableMargin(margin)
        ? fromMargin(margin)
        : { priceSource: 'margin' };
    case 'unitPrice':
      return price !== null && cost !== null ? fromPrice(price) : { priceSource: 'unitPrice' };
    case 'unitCost':
      if (cost === null) return {};
      if (price !== null) return fromPrice(price);
      // No price yet: a markup or margin typed first sets it now that there is a cost.
      if (markup !== null) return fromMarkup(markup);
      if (margin !== null && isPriceableMargin(margin)) return fromMargin(margin);
      return {};
  }
}

const parentIdOf = (v: BudgetFormValues) => (v.parentId === NONE ? null : Number(v.parentId));
const tradeIdOf = (v: BudgetFormValues) => (v.tradeId === NONE ? null : Number(v.tradeId));
const given = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * Every field as the contract checks it: all figures that were typed, so a bad markup is reported even when
 * the price drives. Used for validation only.
 */
function validationBody(values: BudgetFormValues): CreateBudgetItemBody {
  const base = {
    type: values.type,
    parentId: parentIdOf(values),
    name: values.name,
    description: values.description,
  };
  if (values.type === 'group') return base;
  return {
    ...base,
    productId: values.productId,
    quantity: values.quantity,
    unitCost: given(values.unitCost),
    unitPrice: given(values.unitPrice),
    markup: given(values.markup),
    margin: given(values.margin),
    tradeId: tradeIdOf(values),
  };
}

/**
 * The request body of create and edit. A group sends no figures. A product sends its cost and the figure that
 * set the price (else the first one given); with none, the server prices it at cost (new) or keeps its markup.
 * On edit the catalog product is sent only when another was chosen, so the server does not refill fields.
 */
export function toBudgetBody(values: BudgetFormValues, original?: BudgetItem): CreateBudgetItemBody {
  const body: CreateBudgetItemBody = {
    type: values.type,
    parentId: parentIdOf(values),
    name: values.name.trim(),
    description: values.description.trim(),
  };
  if (values.type === 'group') return body;
  body.quantity = values.quantity.trim();
  body.tradeId = tradeIdOf(values);
  body.isAllowance = values.isAllowance;
  if (values.productId !== null && values.productId !== original?.productId)
    body.productId = values.productId;
  const cost = given(values.unitCost);
  if (cost !== undefined) body.unitCost = cost;
  const order = [values.priceSource, 'unitPrice', 'markup', 'margin'] as const;
  const driver = order.find((field) => given(values[field]) !== undefined);
  if (driver) body[driver] = given(values[driver]);
  return body;
}

/**
 * Validates with the server's own contract, so the form shows the product's messages word for word
 * (docs/product.md#budget).
 */
export const budgetFormResolver: Resolver<BudgetFormValues> = async (values) => {
  const parsed = createBudgetItemBody.safeParse(validationBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<BudgetFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = budgetFormFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
