/**
 * Pricing links of the budget and the catalog (docs/product.md#budget): markup, margin and price of a unit.
 * Money and percentages travel as decimal strings ("12.50", "33.33"); every step is computed exactly on
 * integers (cents and basis points as bigint) and rounded once, to 2 decimals, halves away from zero.
 */

/** A decimal value as the API and the database carry it: a string ("12.50") or, from a form, a number. */
export type DecimalInput = string | number;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Plain decimal text of a number (no exponent for the magnitudes we handle); strings are trimmed. */
function decimalText(value: DecimalInput): string {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) throw new RangeError(`Not a decimal: ${value}`);
  return value.toFixed(10);
}

/** True when the value is a plain decimal ("12", "-0.5", ".25", 3.1); no exponents, no thousands separators. */
export function isDecimal(value: unknown): value is DecimalInput {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < 1e20;
  if (typeof value !== 'string') return false;
  const m = DECIMAL.exec(value.trim());
  return !!m && `${m[2] ?? ''}${m[3] ?? ''}`.length > 0;
}

/**
 * "12.345" -> 1235n at scale 2: the value in units of 10^-scale, rounded half away from zero.
 * Throws a RangeError on text that is not a plain decimal.
 */
export function toUnits(value: DecimalInput, scale = 2): bigint {
  const text = decimalText(value);
  const m = DECIMAL.exec(text);
  if (!m || `${m[2] ?? ''}${m[3] ?? ''}`.length === 0) throw new RangeError(`Not a decimal: ${value}`);
  const [, sign, whole = '', fraction = ''] = m;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let units = BigInt(`${whole || '0'}${kept}`);
  // Half away from zero: only the first dropped digit decides (>= 5 means at least half a unit).
  if (Number(fraction[scale] ?? '0') >= 5) units += 1n;
  return sign === '-' ? -units : units;
}

/** 1235n at scale 2 -> "12.35". */
export function fromUnits(units: bigint, scale = 2): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const text = scale > 0 ? `${whole}.${fraction}` : whole;
  return negative && units !== 0n ? `-${text}` : text;
}

/** a / b rounded to an integer, halves away from zero (b not 0). */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('Division by zero');
  const negative = a < 0n !== b < 0n;
  const na = a < 0n ? -a : a;
  const nb = b < 0n ? -b : b;
  const q = (2n * na + nb) / (2n * nb);
  return negative ? -q : q;
}

/** Rounds a decimal to 2 places, halves away from zero: "33.335" -> "33.34". */
export function round2(value: DecimalInput): string {
  return fromUnits(toUnits(value));
}

/** 100 % in basis points (hundredths of a percent). */
const HUNDRED_PERCENT = 10_000n;

/** Markup in basis points from cents; 0 when the cost is 0 (no markup can be expressed on nothing). */
export function markupBasisPoints(costCents: bigint, priceCents: bigint): bigint {
  if (costCents === 0n) return 0n;
  return divRound((priceCents - costCents) * HUNDRED_PERCENT, costCents);
}

/** Margin in basis points from cents; 0 when the price is 0. */
export function marginBasisPoints(costCents: bigint, priceCents: bigint): bigint {
  if (priceCents === 0n) return 0n;
  return divRound((priceCents - costCents) * HUNDRED_PERCENT, priceCents);
}

/** markup % = (price - cost) / cost x 100, to 2 decimals; "0.00" when the cost is 0. */
export function markupPercent(cost: DecimalInput, price: DecimalInput): string {
  return fromUnits(markupBasisPoints(toUnits(cost), toUnits(price)));
}

/** margin % = (price - cost) / price x 100, to 2 decimals; "0.00" when the price is 0. */
export function marginPercent(cost: DecimalInput, price: DecimalInput): string {
  return fromUnits(marginBasisPoints(toUnits(cost), toUnits(price)));
}

/** price = cost x (1 + markup / 100), to the cent. The markup is taken to 2 decimals first. */
export function priceFromMarkup(cost: DecimalInput, markup: DecimalInput): string {
  return fromUnits(divRound(toUnits(cost) * (HUNDRED_PERCENT + toUnits(markup)), HUNDRED_PERCENT));
}

/** True when a margin can be priced: below 100 % (at 100 % the price would be infinite). */
export function isPriceableMargin(margin: DecimalInput): boolean {
  return toUnits(margin) < HUNDRED_PERCENT;
}

/**
 * price = cost / (1 - margin / 100), to the cent. The margin is taken to 2 decimals first and must be below
 * 100 (RangeError otherwise).
 */
export function priceFromMargin(cost: DecimalInput, margin: DecimalInput): string {
  const bp = toUnits(margin);
  if (bp >= HUNDRED_PERCENT) throw new RangeError('Margin must be less than 100');
  return fromUnits(divRound(toUnits(cost) * HUNDRED_PERCENT, HUNDRED_PERCENT - bp));
}

/** The four pricing figures of a unit, as stored: they always agree within rounding. */
export type Pricing = { unitCost: string; unitPrice: string; markup: string; margin: string };

/** Cost and price given: markup and margin follow from them. */
export function pricingFromPrice(cost: DecimalInput, price: DecimalInput): Pricing {
  const c = toUnits(cost);
  const p = toUnits(price);
  return {
    unitCost: fromUnits(c),
    unitPrice: fromUnits(p),
    markup: fromUnits(markupBasisPoints(c, p)),
    margin: fromUnits(marginBasisPoints(c, p)),
  };
}

/**
 * Cost and markup given: the price follows from the markup, the margin from cost and price. The markup is kept
 * as given (to 2 decimals) unless the cost is 0, where only a markup of 0 is meaningful.
 */
export function pricingFromMarkup(cost: DecimalInput, markup: DecimalInput): Pricing {
  const c = toUnits(cost);
  const m = c === 0n ? 0n : toUnits(markup);
  const p = divRound(c * (HUNDRED_PERCENT + m), HUNDRED_PERCENT);
  return {
    unitCost: fromUnits(c),
    unitPrice: fromUnits(p),
    markup: fromUnits(m),
    margin: fromUnits(marginBasisPoints(c, p)),
  };
}

/**
 * Cost and margin given (below 100): the price follows from the margin, the markup from cost and price. The
 * margin is kept as given (to 2 decimals) unless the price comes out 0, where only a margin of 0 is meaningful.
 */
export function pricingFromMargin(cost: DecimalInput, margin: DecimalInput): Pricing {
  const c = toUnits(cost);
  const g = toUnits(margin);
  if (g >= HUNDRED_PERCENT) throw new RangeError('Margin must be less than 100');
  const p = divRound(c * HUNDRED_PERCENT, HUNDRED_PERCENT - g);
  return {
    unitCost: fromUnits(c),
    unitPrice: fromUnits(p),
    markup: fromUnits(markupBasisPoints(c, p)),
    margin: fromUnits(p === 0n ? 0n : g),
  };
}

/** What a create or change sent; absent fields are undefined. */
export type PricingChange = {
  unitCost?: DecimalInput;
  unitPrice?: DecimalInput;
  markup?: DecimalInput;
  margin?: DecimalInput;
};

/**
 * The stored pricing after a create (current undefined) or a change, so that the four figures always agree:
 * a sent unit price wins (markup and margin follow from cost and price); else a sent markup sets the price;
 * else a sent margin sets the price. When only the cost changes, the item keeps its markup and the price
 * follows (cost-plus pricing), except when the old or the new cost is 0 (no markup to keep), where the price
 * stays. With nothing sent on create, the markup is 0 (price = cost).
 */
export function resolvePricing(change: PricingChange, current?: Pricing): Pricing {
  const cost = change.unitCost ?? current?.unitCost ?? '0';
  if (change.unitPrice !== undefined) return pricingFromPrice(cost, change.unitPrice);
  if (change.markup !== undefined) return pricingFromMarkup(cost, change.markup);
  if (change.margin !== undefined) return pricingFromMargin(cost, change.margin);
  if (!current) return pricingFromMarkup(cost, '0');
  if (change.unitCost === undefined) return { ...current };
  if (toUnits(current.unitCost) === 0n || toUnits(cost) === 0n)
    return pricingFromPrice(cost, current.unitPrice);
  return pricingFromMarkup(cost, current.markup);
}

/**
 * Pricing from elsewhere (a catalog product) made to agree, keeping as much of it as agrees: as is when markup
 * and margin follow from cost and price, the markup when the price follows from it, else cost and price.
 */
export function normalizePricing(p: Pricing): Pricing {
  const fromPrice = pricingFromPrice(p.unitCost, p.unitPrice);
  if (round2(p.markup) === fromPrice.markup && round2(p.margin) === fromPrice.margin) return fromPrice;
  const fromMarkup = pricingFromMarkup(p.unitCost, p.markup);
  if (fromMarkup.unitPrice === fromPrice.unitPrice) return fromMarkup;
  return fromPrice;
}
