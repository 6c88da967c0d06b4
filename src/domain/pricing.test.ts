import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divRound,
  fromUnits,
  isDecimal,
  isPriceableMargin,
  marginPercent,
  markupPercent,
  normalizePricing,
  priceFromMargin,
  priceFromMarkup,
  pricingFromMargin,
  pricingFromMarkup,
  pricingFromPrice,
  resolvePricing,
  round2,
  toUnits,
} from './pricing';

/** Cents from 0 to $1,000,000 and basis points as the pricing inputs. */
const cents = fc.bigInt({ min: 0n, max: 100_000_000n });
const positiveCents = fc.bigInt({ min: 1n, max: 100_000_000n });
const money = (c: bigint) => fromUnits(c);

describe('decimal helpers', () => {
  it('parses and formats exactly, rounding halves away from zero', () => {
    expect(toUnits('12.345')).toBe(1235n);
    expect(toUnits('12.344999')).toBe(1234n);
    expect(toUnits('-12.345')).toBe(-1235n);
    expect(toUnits('.5')).toBe(50n);
    expect(toUnits('7')).toBe(700n);
    expect(toUnits(0.1 + 0.2)).toBe(30n);
    expect(toUnits(' 3.10 ')).toBe(310n);
    expect(toUnits('1.23456', 4)).toBe(12346n);
    expect(fromUnits(5n)).toBe('0.05');
    expect(fromUnits(-5n)).toBe('-0.05');
    expect(fromUnits(0n)).toBe('0.00');
    expect(fromUnits(123456n, 4)).toBe('12.3456');
    expect(round2('33.335')).toBe('33.34');
    expect(round2('-33.335')).toBe('-33.34');
    expect(() => toUnits('1e5')).toThrow(RangeError);
    expect(() => toUnits('')).toThrow(RangeError);
    expect(() => toUnits('abc')).toThrow(RangeError);
    expect(() => toUnits(Number.NaN)).toThrow(RangeError);
  });

  it('recognises plain decimals only', () => {
    expect(isDecimal('12.50')).toBe(true);
    expect(isDecimal(-3)).toBe(true);
    expect(isDecimal('-.5')).toBe(true);
    expect(isDecimal('1e3')).toBe(false);
    expect(isDecimal('1,000')).toBe(false);
    expect(isDecimal('.')).toBe(false);
    expect(isDecimal(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isDecimal(null)).toBe(false);
  });

  it('divides with halves away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(5n, -2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(-4n, 3n)).toBe(-1n);
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });

  it('formats then parses back to the same units (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (u) => toUnits(fromUnits(u)) === u),
    );
  });
});

describe('pricing formulas', () => {
  it('applies the budget formulas, rounded to 2 decimals', () => {
    expect(markupPercent('3', '4')).toBe('33.33');
    expect(marginPercent('3', '4')).toBe('25.00');
    expect(markupPercent('2', '3')).toBe('50.00');
    expect(marginPercent('2', '3')).toBe('33.33');
    expect(markupPercent('0.03', '0.01')).toBe('-66.67');
    expect(priceFromMarkup('10.00', '33.33')).toBe('13.33');
    expect(priceFromMarkup('100', '25')).toBe('125.00');
    expect(priceFromMargin('10', '33.33')).toBe('15.00');
    expect(priceFromMargin('75', '25')).toBe('100.00');
    expect(priceFromMargin('100', '-25')).toBe('80.00');
  });

  it('rounds half a cent away from zero', () => {
    // 0.01 x 1.5 = 0.015 -> 0.02; 0.01 x 0.5 = 0.005 -> 0.01
    expect(priceFromMarkup('0.01', '50')).toBe('0.02');
    expect(priceFromMarkup('0.01', '-50')).toBe('0.01');
    // (0.02 - 0.01) / 0.08 = 12.5 % ... 1/8 = 0.125 -> 12.50; 1/3 -> 33.33; 2/3 -> 66.67
    expect(markupPercent('0.03', '0.05')).toBe('66.67');
    expect(marginPercent('0.01', '0.03')).toBe('66.67');
  });

  it('handles zero cost and zero price', () => {
    expect(markupPercent('0', '50')).toBe('0.00');
    expect(marginPercent('0', '50')).toBe('100.00');
    expect(marginPercent('50', '0')).toBe('0.00');
    expect(markupPercent('50', '0')).toBe('-100.00');
    expect(markupPercent('0', '0')).toBe('0.00');
    expect(marginPercent('0', '0')).toBe('0.00');
    expect(priceFromMarkup('0', '40')).toBe('0.00');
    expect(priceFromMargin('0', '40')).toBe('0.00');
  });

  it('refuses a margin of 100 % or more', () => {
    expect(isPriceableMargin('99.99')).toBe(true);
    expect(isPriceableMargin('100')).toBe(false);
    expect(isPriceableMargin('99.995')).toBe(false);
    expect(() => priceFromMargin('10', '100')).toThrow(RangeError);
    expect(() => pricingFromMargin('10', '150')).toThrow(RangeError);
  });

  it('gives the price nearest to cost x (1 + markup) (property)', () => {
    fc.assert(
      fc.property(cents, fc.bigInt({ min: -10_000n, max: 1_000_000n }), (c, m) => {
        const price = toUnits(priceFromMarkup(money(c), fromUnits(m)));
        const exact = c * (10_000n + m); // in cents x 10^-4
        const error = price * 10_000n - exact;
        return error <= 5_000n && error >= -5_000n;
      }),
    );
  });

  it('price from markup gives that markup back within rounding (property)', () => {
    fc.assert(
      fc.property(positiveCents, fc.bigInt({ min: -10_000n, max: 1_000_000n }), (c, m) => {
        const cost = money(c);
        const price = priceFromMarkup(cost, fromUnits(m));
        const back = toUnits(markupPercent(cost, price));
        // The price is off by at most half a cent, i.e. 5000/cost basis points of markup, plus output rounding.
        const slack = divRound(5_000n, c) + 1n;
        return back - m <= slack && m - back <= slack;
      }),
    );
  });

  it('price from margin gives that margin back within rounding (property)', () => {
    fc.assert(
      fc.property(positiveCents, fc.bigInt({ min: -100_000n, max: 9_999n }), (c, g) => {
        const cost = money(c);
        const priceCents = toUnits(priceFromMargin(cost, fromUnits(g)));
        const back = toUnits(marginPercent(cost, fromUnits(priceCents)));
        if (priceCents === 0n) return back === 0n;
        // The requested margin lies between the margins of the neighbouring half cents (margin grows with price).
        const marginAt = (twicePrice: bigint) => ((twicePrice - 2n * c) * 10_000n) / twicePrice;
        const low = priceCents * 2n - 1n > 0n ? marginAt(priceCents * 2n - 1n) - 1n : -(10n ** 12n);
        const high = marginAt(priceCents * 2n + 1n) + 1n;
        return g >= low && g <= high && back >= low && back <= high;
      }),
    );
  });

  it('margin and markup of a cost and price describe the same price (property)', () => {
    fc.assert(
      fc.property(positiveCents, positiveCents, (c, p) => {
        const cost = money(c);
        const price = money(p);
        // Both recomputed prices land within a cent of the original (each percentage is rounded to 0.01 %).
        const viaMarkup = toUnits(priceFromMarkup(cost, markupPercent(cost, price)));
        const fromMarkupOk = viaMarkup - p <= 1n + c / 20_000n && p - viaMarkup <= 1n + c / 20_000n;
        return fromMarkupOk;
      }),
    );
  });
});

describe('resolvePricing (what the server stores)', () => {
  it('a sent price wins: markup and margin follow from cost and price', () => {
    expect(resolvePricing({ unitCost: '80', unitPrice: '100', markup: '5', margin: '5' })).toEqual({
      unitCost: '80.00',
      unitPrice: '100.00',
      markup: '25.00',
      margin: '20.00',
    });
  });

  it('only a markup sent: the price follows it', () => {
    expect(resolvePricing({ unitCost: '80', markup: '25', margin: '90' })).toEqual(
      pricingFromMarkup('80', '25'),
    );
    expect(pricingFromMarkup('80', '25')).toEqual({
      unitCost: '80.00',
      unitPrice: '100.00',
      markup: '25.00',
      margin: '20.00',
    });
  });

  it('only a margin sent: the price follows it', () => {
    expect(resolvePricing({ unitCost: '80', margin: '20' })).toEqual({
      unitCost: '80.00',
      unitPrice: '100.00',
      markup: '25.00',
      margin: '20.00',
    });
  });

  it('nothing but a cost on create: no markup, price = cost', () => {
    expect(resolvePricing({ unitCost: '12.5' })).toEqual({
      unitCost: '12.50',
      unitPrice: '12.50',
      markup: '0.00',
      margin: '0.00',
    });
    expect(resolvePricing({})).toEqual({
      unitCost: '0.00',
      unitPrice: '0.00',
      markup: '0.00',
      margin: '0.00',
    });
  });

  it('a zero cost keeps no markup; a zero price keeps no margin', () => {
    expect(pricingFromMarkup('0', '30')).toEqual({
      unitCost: '0.00',
      unitPrice: '0.00',
      markup: '0.00',
      margin: '0.00',
    });
    expect(pricingFromMargin('0', '30')).toEqual({
      unitCost: '0.00',
      unitPrice: '0.00',
      markup: '0.00',
      margin: '0.00',
    });
    expect(pricingFromPrice('0', '30')).toEqual({
      unitCost: '0.00',
      unitPrice: '30.00',
      markup: '0.00',
      margin: '100.00',
    });
  });

  it('a change of cost alone keeps the markup; from or to a zero cost it keeps the price', () => {
    const current = pricingFromMarkup('80', '25');
    expect(resolvePricing({ unitCost: '100' }, current)).toEqual({
      unitCost: '100.00',
      unitPrice: '125.00',
      markup: '25.00',
      margin: '20.00',
    });
    const free = pricingFromPrice('0', '50');
    expect(resolvePricing({ unitCost: '40' }, free)).toEqual(pricingFromPrice('40', '50'));
    expect(resolvePricing({ unitCost: '0' }, current)).toEqual(pricingFromPrice('0', '100'));
  });

  it('a change without pricing fields keeps the stored figures; a new price against the stored cost', () => {
    const current = pricingFromMarkup('80', '25');
    expect(resolvePricing({}, current)).toEqual(current);
    expect(resolvePricing({ unitPrice: '160' }, current)).toEqual(pricingFromPrice('80', '160'));
    expect(resolvePricing({ margin: '50' }, current)).toEqual(pricingFromMargin('80', '50'));
  });

  it('stored figures always agree (property)', () => {
    const pct = fc.bigInt({ min: -9_000n, max: 9_999n }).map((b) => fromUnits(b));
    fc.assert(
      fc.property(
        cents.map(money),
        fc.option(cents.map(money), { nil: undefined }),
        fc.option(pct, { nil: undefined }),
        fc.option(pct, { nil: undefined }),
        (unitCost, unitPrice, markup, margin) => {
          const p = resolvePricing({ unitCost, unitPrice, markup, margin });
          const c = toUnits(p.unitCost);
          expect(p.unitCost).toBe(unitCost);
          if (unitPrice !== undefined) {
            expect(p.markup).toBe(markupPercent(p.unitCost, p.unitPrice));
            expect(p.margin).toBe(marginPercent(p.unitCost, p.unitPrice));
          } else if (markup !== undefined) {
            expect(p.unitPrice).toBe(priceFromMarkup(p.unitCost, c === 0n ? '0' : markup));
            expect(p.margin).toBe(marginPercent(p.unitCost, p.unitPrice));
          } else if (margin !== undefined) {
            expect(p.unitPrice).toBe(priceFromMargin(p.unitCost, margin));
            expect(p.markup).toBe(markupPercent(p.unitCost, p.unitPrice));
          } else {
            expect(p).toEqual({ unitCost, unitPrice: unitCost, markup: '0.00', margin: '0.00' });
          }
        },
      ),
    );
  });
});

describe('normalizePricing (figures from the catalog)', () => {
  it('keeps agreeing figures, keeps a markup the price follows from, else recomputes from cost and price', () => {
    const agreeing = { unitCost: '80.00', unitPrice: '100.00', markup: '25.00', margin: '20.00' };
    expect(normalizePricing(agreeing)).toEqual(agreeing);
    // 10 x 1.3333 = 13.33, whose exact markup is 33.30: the markup as entered is kept.
    expect(normalizePricing({ unitCost: '10', unitPrice: '13.33', markup: '33.33', margin: '0' })).toEqual({
      unitCost: '10.00',
      unitPrice: '13.33',
      markup: '33.33',
      margin: '24.98',
    });
    expect(normalizePricing({ unitCost: '10', unitPrice: '20', markup: '5', margin: '5' })).toEqual({
      unitCost: '10.00',
      unitPrice: '20.00',
      markup: '100.00',
      margin: '50.00',
    });
  });
});
