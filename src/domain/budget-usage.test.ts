import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetUsage } from './budget-usage';
import { fromCents } from './money';

describe('budgetUsage', () => {
  it('is green with 10 % or more left, amber below 10 %, red once overspent', () => {
    expect(budgetUsage('500.00', '450.00')).toEqual({ remaining: '50.00', usedPercent: 90, tone: 'ok' });
    expect(budgetUsage('500.00', '450.01')).toEqual({ remaining: '49.99', usedPercent: 90, tone: 'low' });
    expect(budgetUsage('500.00', '500.00')).toEqual({ remaining: '0.00', usedPercent: 100, tone: 'low' });
    expect(budgetUsage('500.00', '500.01')).toEqual({ remaining: '-0.01', usedPercent: 100, tone: 'over' });
    expect(budgetUsage('500.00', '0')).toEqual({ remaining: '500.00', usedPercent: 0, tone: 'ok' });
  });

  it('caps the used share at 100 and copes with a line budgeted at zero', () => {
    expect(budgetUsage('100.00', '250.00').usedPercent).toBe(100);
    expect(budgetUsage('0.00', '0.00')).toEqual({ remaining: '0.00', usedPercent: 0, tone: 'ok' });
    expect(budgetUsage('0.00', '12.00')).toEqual({ remaining: '-12.00', usedPercent: 100, tone: 'over' });
  });

  it('remaining is exactly budgeted less spent, and the tone follows its sign and size', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_00 });
    fc.assert(
      fc.property(cents, cents, (budget, spent) => {
        const usage = budgetUsage(fromCents(budget), fromCents(spent));
        expect(usage.remaining).toBe(fromCents(budget - spent));
        expect(usage.usedPercent).toBeGreaterThanOrEqual(0);
        expect(usage.usedPercent).toBeLessThanOrEqual(100);
        const expected = spent > budget ? 'over' : budget - spent < budget / 10 ? 'low' : 'ok';
        expect(usage.tone).toBe(expected);
      }),
    );
  });
});
