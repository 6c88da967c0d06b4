import { and, eq } from 'drizzle-orm';
import { pricingLimitErrors } from '#domain/contracts/budget';
import {
  type CreateProductValues,
  productMessages,
  type UpdateProductValues,
} from '#domain/contracts/catalog-products';
import { isPriceableMargin, type Pricing, type PricingChange, resolvePricing } from '#domain/pricing';
import { sentColumns } from '../../db/contract-columns';
import { products } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { checkBodyCompany } from '../../http/actor';
import { AppError, type FieldError } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import {
  getProductOrThrow,
  isTradeOfCompany,
  type ProductRow,
  unitOfCompany,
} from './catalog-products.queries';

type ProductInput = CreateProductValues | UpdateProductValues;

function throwIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw new AppError(400, errors[0]!.message, errors);
}

/**
 * The stored figures, by the same rules as budget items (src/domain/pricing.ts) so they always agree: a sent
 * price wins, then a sent markup, then a sent margin, which must then be below 100 (100 % prices nothing).
 */
function productPricing(input: ProductInput, current: Pricing | undefined, errors: FieldError[]): Pricing {
  const change: PricingChange = {
    unitCost: input.unitCost,
    unitPrice: input.unitPrice,
    markup: input.markup,
    margin: input.margin,
  };
  const marginDecides = change.unitPrice === undefined && change.markup === undefined;
  if (marginDecides && change.margin !== undefined && !isPriceableMargin(change.margin)) {
    errors.push({ path: 'margin', message: productMessages.marginUnpriceable() });
    return current ?? resolvePricing({ unitCost: change.unitCost });
  }
  const pricing = resolvePricing(change, current);
  errors.push(...pricingLimitErrors(pricing));
  return pricing;
}

/**
 * The trade and unit must be the company's (400 on the field otherwise). A chosen unit whose text was not sent
 * gives the product its symbol (or name), so the price line reads '$4.50 / sq ft'.
 */
async function checkLinks(
  tx: DbOrTx,
  companyId: number,
  input: ProductInput,
  errors: FieldError[],
): Promise<string | null | undefined> {
  if (input.tradeId != null && !(await isTradeOfCompany(tx, companyId, input.tradeId))) {
    errors.push({ path: 'tradeId', message: productMessages.tradeId() });
  }
  if (input.unitId == null) return input.unit;
  const unit = await unitOfCompany(tx, companyId, input.unitId);
  if (!unit) {
    errors.push({ path: 'unitId', message: productMessages.unitId() });
    return input.unit;
  }
  return input.unit !== undefined ? input.unit : (unit.symbol ?? unit.name);
}

/**
 * The body's columns that were sent (undefined ones are left out, so PUT keeps them). The figures are computed
 * (productPricing) and the unit's text may come from the chosen unit, so those are not taken as sent.
 */
function productColumns(input: ProductInput, unit: string | null | undefined) {
  const links = { tradeId: input.tradeId, unitId: input.unitId, unit };
  return {
    ...sentColumns(products, input, ['unit', 'unitCost', 'unitPrice', 'markup', 'margin']),
    ...(Object.fromEntries(Object.entries(links).filter(([, v]) => v !== undefined)) as Partial<
      typeof links
    >),
  };
}

export async function createProduct(
  db: Db,
  companyId: number,
  input: CreateProductValues,
  now: Date,
): Promise<ProductRow> {
  checkBodyCompany(input.companyId, companyId);
  return db.transaction(async (tx) => {
    const errors: FieldError[] = [];
    const unit = await checkLinks(tx, companyId, input, errors);
    const pricing = productPricing(input, undefined, errors);
    throwIfAny(errors);
    const [row] = await tx
      .insert(products)
      .values({
        ...productColumns(input, unit),
        name: input.name,
        ...pricing,
        companyId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    return getProductOrThrow(tx, companyId, row!.id);
  });
}

/** PUT: every field sent is changed, the rest kept; the figures are recomputed against the stored ones. */
export async function updateProduct(
  db: Db,
  companyId: number,
  id: number,
  input: UpdateProductValues,
  now: Date,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const current = await getProductOrThrow(tx, companyId, id);
    await assertCurrentVersion(tx, products, and(eq(products.id, id), eq(products.companyId, companyId)));
    checkBodyCompany(input.companyId, companyId);
    const errors: FieldError[] = [];
    const unit = await checkLinks(tx, companyId, input, errors);
    const pricing = productPricing(input, current, errors);
    throwIfAny(errors);
    const changes = productColumns(input, unit);
    await tx
      .update(products)
      .set({
        ...changes,
        unitCost: pricing.unitCost,
        unitPrice: pricing.unitPrice,
        markup: pricing.markup,
        margin: pricing.margin,
        updatedAt: now,
      })
      .where(and(eq(products.id, id), eq(products.companyId, companyId)));
    return getProductOrThrow(tx, companyId, id);
  });
}

/** Deletes the item; budget lines copied from it keep their own figures (their product_id is cleared). */
export async function deleteProduct(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await getProductOrThrow(tx, companyId, id);
    await tx.delete(products).where(and(eq(products.id, id), eq(products.companyId, companyId)));
  });
}
