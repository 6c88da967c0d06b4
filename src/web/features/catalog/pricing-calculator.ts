import {
  isDecimal,
  isPriceableMargin,
  type Pricing,
  pricingFromMargin,
  pricingFromMarkup,
  pricingFromPrice,
  toUnits,
} from '#domain/pricing';

/** The calculator's four fields as typed (text, so a half-typed '12.' stays as it is). */
export type PricingFields = { unitCost: string; markup: string; margin: string; unitPrice: string };
export type PricingField = keyof PricingFields;

/** A typed value the calculator can work with: a plain decimal, not negative. */
function usable(text: string): boolean {
  return isDecimal(text) && toUnits(text) >= 0n;
}

/**
 * The product page's pricing calculator (docs/product.md#catalog): the field typed keeps its text, the others follow
 * by the same rules the server stores with (src/domain/pricing.ts). Cost or markup set the price from the markup;
 * price sets markup and margin; a margin below 100 sets the price. A new cost keeps the markup and moves the price
 * (cost-plus pricing, as the server does for a cost sent alone). A value that is not yet a usable number changes
 * nothing else; the form's check says what is wrong with it.
 */
export function recalculate(fields: PricingFields, changed: PricingField, text: string): PricingFields {
  const next = { ...fields, [changed]: text };
  const cost = next.unitCost;
  if (!usable(cost)) return next;
  let pricing: Pricing | undefined;
  if (changed === 'unitCost' || changed === 'markup') {
    if (usable(next.markup)) pricing = pricingFromMarkup(cost, next.markup);
  } else if (changed === 'unitPrice') {
    if (usable(next.unitPrice)) pricing = pricingFromPrice(cost, next.unitPrice);
  } else if (usable(next.margin) && isPriceableMargin(next.margin)) {
    pricing = pricingFromMargin(cost, next.margin);
  }
  if (!pricing) return next;
  // Every figure from the rules except the one being typed, which keeps its text.
  return { ...pricing, [changed]: text };
}
