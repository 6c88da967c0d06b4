import { describe, expect, it } from 'vitest';
import { lineAmount, linesTotal, linesTotalSoFar } from './invoice-lines';

describe('invoice lines', () => {
  it('rounds each line half up to the cent', () => {
    expect(lineAmount('2.5', '19.99')).toBe('49.98');
    expect(lineAmount('3', '0.35')).toBe('1.05');
    expect(lineAmount('0.5', '0.01')).toBe('0.01');
    expect(lineAmount('1', '9999999999.99')).toBe('9999999999.99');
  });

  it('adds the rounded lines, never binary fractions', () => {
    expect(linesTotal([])).toBe('0.00');
    expect(
      linesTotal([
        { quantity: '0.1', unitPrice: '0.2' },
        { quantity: '120.25', unitPrice: '4.50' },
        { quantity: '1', unitPrice: '0.1' },
      ]),
    ).toBe('541.25');
  });
});

describe('lines total while typing', () => {
  it('counts only lines whose quantity and unit price are amounts', () => {
    expect(
      linesTotalSoFar([
        { quantity: '2.5', unitPrice: '19.99' },
        { quantity: '', unitPrice: '5' },
        { quantity: '1', unitPrice: '1.2.3' },
        { quantity: 3, unitPrice: '0.35' },
      ]),
    ).toBe('51.03');
    expect(linesTotalSoFar([])).toBe('0.00');
  });
});
