import { describe, expect, it } from 'vitest';
import { estimateNumber } from './estimate-number';

describe('estimate number', () => {
  it('is the project id and the year of the estimate creation', () => {
    expect(estimateNumber(42, new Date(2024, 6, 1))).toBe('42-2024');
    expect(estimateNumber(7, new Date(2031, 0, 1, 0, 0, 1))).toBe('7-2031');
  });

  it('takes the year in a time zone when one is given', () => {
    const newYearUtc = '2025-01-01T03:00:00.000Z';
    expect(estimateNumber(5, newYearUtc, 'UTC')).toBe('5-2025');
    expect(estimateNumber(5, newYearUtc, 'America/Denver')).toBe('5-2024');
  });

  it('refuses an invalid instant', () => {
    expect(() => estimateNumber(1, 'not a date')).toThrow(RangeError);
  });
});
