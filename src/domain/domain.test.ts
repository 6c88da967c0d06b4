import { describe, expect, it } from 'vitest';
import { addMoney, fromCents, subtractMoney, toCents } from './money';
import { barHeights, dateInZone, lastMonths } from './months';
import { computeProjectSummary, progressFromPhases, stageProgressPercent } from './project-summary';

describe('money', () => {
  it('converts exactly between decimal strings and cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('-3.005')).toBe(-301);
    expect(toCents(null)).toBe(0);
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-12345)).toBe('-123.45');
    expect(addMoney('0.10', '0.20', 0.3)).toBe('0.60');
    expect(subtractMoney('100', '0.01')).toBe('99.99');
    expect(() => toCents('12abc')).toThrow();
  });
});

describe('project summary', () => {
  it('computes collected, balance and cost to complete from paid invoices and expenses', () => {
    expect(
      computeProjectSummary({
        approvedTotal: '10000.00',
        budgetedCost: '7000',
        paidInvoices: '2500.50',
        expenses: '1000',
      }),
    ).toEqual({
      soldPrice: '10000.00',
      budgetedCost: '7000.00',
      collected: '2500.50',
      balance: '7499.50',
      costToComplete: '6000.00',
    });
  });

  it('sold price is 0 without an approved estimate; cost to complete never goes below 0', () => {
    const s = computeProjectSummary({
      approvedTotal: null,
      budgetedCost: '500',
      paidInvoices: '100',
      expenses: '900',
    });
    expect(s.soldPrice).toBe('0.00');
    expect(s.balance).toBe('-100.00');
    expect(s.costToComplete).toBe('0.00');
  });

  it('progress is the rounded share of completed phases', () => {
    expect(progressFromPhases(0, 0)).toBe(0);
    expect(progressFromPhases(1, 3)).toBe(33);
    expect(progressFromPhases(2, 3)).toBe(67);
    expect(progressFromPhases(3, 3)).toBe(100);
  });

  it('stage bar is (position + 1) / 4', () => {
    expect([0, 1, 2, 3].map(stageProgressPercent)).toEqual([25, 50, 75, 100]);
  });
});

describe('dashboard months', () => {
  it('lists the last six months across a year boundary', () => {
    expect(lastMonths('2026-02-10', 6)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastMonths('2026-12-31', 2)).toEqual(['2026-11', '2026-12']);
    expect(lastMonths('2026-01-01', 1)).toEqual(['2026-01']);
  });

  it("takes the company's time zone for today's date", () => {
    const instant = new Date('2027-01-01T03:00:00Z'); // still Dec 31 in New York
    expect(dateInZone(instant, 'America/New_York')).toBe('2026-12-31');
    expect(dateInZone(instant, 'UTC')).toBe('2027-01-01');
  });

  it('scales bars to the maximum with a 10 % floor', () => {
    expect(barHeights([0, 50, 100])).toEqual([10, 50, 100]);
    expect(barHeights([0, 0])).toEqual([10, 10]);
    expect(barHeights([1, 1000])).toEqual([10, 100]);
  });
});
