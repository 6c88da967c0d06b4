import { describe, expect, it } from 'vitest';
import { type PricingFields, recalculate } from './pricing-calculator';

const start: PricingFields = { unitCost: '80.00', markup: '25.00', margin: '20.00', unitPrice: '100.00' };

describe('the pricing calculator', () => {
  it('sets price and margin from cost and markup', () => {
    expect(recalculate(start, 'markup', '50')).toEqual({
      unitCost: '80.00',
      markup: '50',
      unitPrice: '120.00',
      margin: '33.33',
    });
  });

  it('keeps the markup when the cost changes; the price follows', () => {
    expect(recalculate(start, 'unitCost', '40')).toEqual({
      unitCost: '40',
      markup: '25.00',
      unitPrice: '50.00',
      margin: '20.00',
    });
  });

  it('sets markup and margin from the price', () => {
    expect(recalculate(start, 'unitPrice', '160')).toEqual({
      unitCost: '80.00',
      markup: '100.00',
      unitPrice: '160',
      margin: '50.00',
    });
  });

  it('sets price and markup from a margin below 100, and nothing from 100 or more', () => {
    expect(recalculate(start, 'margin', '60')).toEqual({
      unitCost: '80.00',
      markup: '150.00',
      unitPrice: '200.00',
      margin: '60',
    });
    expect(recalculate(start, 'margin', '100')).toEqual({ ...start, margin: '100' });
  });

  it('leaves the other figures alone while a value is not a usable number', () => {
    expect(recalculate(start, 'markup', '-')).toEqual({ ...start, markup: '-' });
    expect(recalculate(start, 'unitPrice', '-5')).toEqual({ ...start, unitPrice: '-5' });
    expect(recalculate(start, 'unitCost', '')).toEqual({ ...start, unitCost: '' });
  });
});
