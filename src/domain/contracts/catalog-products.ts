import '#domain/messages/load/catalog';
import { z } from 'zod';
import { productCategories } from '../enums';
import { type LazyText, lazyText, readText, t } from '../messages/i18n';
import { fromUnits, isDecimal, toUnits } from '../pricing';
import { type Answer, decimal, instant, noContent } from './answers';
import { MAX_AMOUNT_CENTS, MAX_PERCENT_BASIS_POINTS } from './budget';
import { optionalRef, optionalText, pageQuery, recordId, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

/** Validation texts of the product edit form (docs/product.md#catalog). */
export const productMessages = {
  unitCost: lazyText('catalog:product.messages.unitCost'),
  markup: lazyText('catalog:product.messages.markup'),
  marginNegative: lazyText('catalog:product.messages.marginNegative'),
  marginTooLarge: lazyText('catalog:product.messages.marginTooLarge'),
  /** A margin of exactly 100 % prices nothing (the price would be infinite) unless a price is sent with it. */
  marginUnpriceable: lazyText('catalog:product.messages.marginUnpriceable'),
  unitPrice: lazyText('catalog:product.messages.unitPrice'),
  category: lazyText('catalog:product.messages.category'),
  tradeId: lazyText('catalog:product.messages.tradeId'),
  unitId: lazyText('catalog:product.messages.unitId'),
} satisfies Record<string, LazyText>;

const HUNDRED_PERCENT = 10_000n;

/**
 * A figure sent as a number or a string, kept as a string rounded to 2 decimals; absent or null means not sent.
 * `check` gives the sentence for a value the form does not allow (in hundredths), or undefined when it is fine.
 */
function figure(label: LazyText, check: (hundredths: bigint) => LazyText | string | undefined) {
  return z
    .union([z.string(), z.number()], {
      error: () => t('catalog:product.messages.mustBeNumber', { label: label() }),
    })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string' && value.trim() === '') return undefined;
      if (!isDecimal(value)) {
        // 1e21 and '1e+21' are numbers, just far too large for any column.
        const huge = Number.isFinite(Number(value)) && Math.abs(Number(value)) >= 1e20;
        ctx.addIssue({
          code: 'custom',
          message: t(huge ? 'catalog:product.messages.tooLarge' : 'catalog:product.messages.mustBeNumber', {
            label: label(),
          }),
        });
        return z.NEVER;
      }
      const units = toUnits(value);
      const message = check(units);
      if (message) {
        ctx.addIssue({ code: 'custom', message: readText(message) });
        return z.NEVER;
      }
      return fromUnits(units);
    });
}

const amount = (label: LazyText, negative: LazyText) =>
  figure(label, (c) =>
    c < 0n
      ? negative
      : c > MAX_AMOUNT_CENTS
        ? t('catalog:product.messages.amountTooLarge', { label: label() })
        : undefined,
  );

const productFields = {
  name: requiredText(lazyText('catalog:product.fields.name'), 200),
  description: optionalText(5000),
  category: z.enum(productCategories, { error: productMessages.category }),
  /** Free text shown after the price ("sq ft"); the unit selector fills it from the chosen unit. */
  unit: optionalText(50),
  unitId: optionalRef(productMessages.unitId),
  tradeId: optionalRef(productMessages.tradeId),
  unitCost: amount(lazyText('catalog:product.fields.unitCost'), productMessages.unitCost),
  markup: figure(lazyText('catalog:product.fields.markup'), (m) =>
    m < 0n
      ? productMessages.markup
      : m > MAX_PERCENT_BASIS_POINTS
        ? t('catalog:product.messages.markupTooLarge')
        : undefined,
  ),
  margin: figure(lazyText('catalog:product.fields.margin'), (m) =>
    m < 0n
      ? productMessages.marginNegative
      : m > HUNDRED_PERCENT
        ? productMessages.marginTooLarge
        : undefined,
  ),
  unitPrice: amount(lazyText('catalog:product.fields.unitPrice'), productMessages.unitPrice),
  /** Sent by the product form; checked against the product's company, never trusted. */
  companyId: recordId().optional(),
};

/**
 * POST /api/companies/{companyId}/catalog: a name is required, the category defaults to material. The server
 * derives price, markup and margin from what was sent (resolvePricing: a sent price wins, then markup, then margin).
 */
export const createProductBody = z.object({
  ...productFields,
  category: productFields.category.default('material'),
});
export type CreateProductBody = z.input<typeof createProductBody>;
export type CreateProductValues = z.output<typeof createProductBody>;

/** PUT /api/catalog/{id} (docs/product.md#catalog): a field left out stays as it was, the figures are recomputed. */
export const updateProductBody = z.object(productFields).partial();
export type UpdateProductBody = z.input<typeof updateProductBody>;
export type UpdateProductValues = z.output<typeof updateProductBody>;

/**
 * What the Add Product / Add Service dialog edits (docs/product.md#catalog): margin, price and the label shown after
 * the price are on the item's page. The dialog's empty values come from it (form-values.ts).
 */
export const newProductFormFields = createProductBody.pick({
  name: true,
  description: true,
  category: true,
  tradeId: true,
  unitId: true,
  unitCost: true,
  markup: true,
});

/**
 * What the product page's form edits: every field of a product but its company, which the form never sends back.
 * A product's form comes from it (form-values.ts).
 */
export const productFormFields = updateProductBody.omit({ companyId: true });

/** Products are every category but service; services are category service (docs/product.md#catalog). */
export const productKinds = ['products', 'services'] as const;
export type ProductKind = (typeof productKinds)[number];

export const productSorts = ['name', 'name-desc', 'price', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * GET /api/companies/{companyId}/catalog. Without parameters every catalog item of the company by name, a plain array
 * (the plain list, docs/product.md#catalog). search matches name, description and unit; kind and category filter;
 * limit/offset page the list and the answer carries the total in x-total-count.
 */
export const listProductsQuery = pageQuery.extend({
  kind: z.enum(productKinds, { error: lazyText('catalog:product.messages.kind') }).optional(),
  category: z.enum(productCategories, { error: productMessages.category }).optional(),
  sort: z.enum(productSorts, { error: lazyText('catalog:product.messages.sort') }).optional(),
});
export type ListProductsQuery = z.input<typeof listProductsQuery>;

/** A catalog item as every product route answers it; tradeName and unitName name the linked entries. */
export const productAnswer = z.object({
  id: z.number(),
  companyId: z.number(),
  tradeId: z.number().nullable(),
  tradeName: z.string().nullable(),
  unitId: z.number().nullable(),
  unitName: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(productCategories),
  unitCost: decimal,
  markup: decimal,
  margin: decimal,
  unitPrice: decimal,
  unit: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  version: recordVersion,
});
export type Product = Answer<typeof productAnswer>;

/**
 * The catalog items' calls: the list (searched, filtered and paged on request), read and PUT are the product's;
 * create (POST on the list's path) and DELETE are ours (docs/decisions/0084-catalog-item-calls.md).
 */
export const catalogProductCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/catalog',
    query: listProductsQuery,
    answers: { 200: z.array(productAnswer) },
    paged: true,
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/catalog',
    permission: 'manageCatalog',
    body: createProductBody,
    answers: { 201: productAnswer },
  }),
  read: declareCall({ method: 'GET', path: '/api/catalog/:id', answers: { 200: productAnswer } }),
  update: declareCall({
    method: 'PUT',
    path: '/api/catalog/:id',
    permission: 'manageCatalog',
    body: updateProductBody,
    answers: { 200: productAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/catalog/:id',
    permission: 'manageCatalog',
    answers: { 204: noContent },
  }),
};
