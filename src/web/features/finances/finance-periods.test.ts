import { describe, expect, it } from 'vitest';
import { periodRange } from './finance-periods';

describe('periodRange', () => {
  const today = new Date(2026, 0, 15, 10, 30);

  it('gives the first and last day of each calendar period, both included', () => {
    expect(periodRange('all', today)).toEqual({});
    expect(periodRange('this-month', today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    // Across the turn of the year.
    expect(periodRange('last-month', today)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('this-quarter', today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodRange('last-year', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('ends February on its last day in a leap year', () => {
    expect(periodRange('this-month', new Date(2028, 1, 10))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});
