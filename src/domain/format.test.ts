import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateLong,
  formatDateMedium,
  formatFileSize,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatTime,
  formatWholeDollars,
  toDateOnly,
} from './format';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// Node applies a changed TZ to Dates made afterwards, so each zone can be tested in one process.
describe.each(['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati', 'Asia/Kolkata'])('dates in %s', (tz) => {
  beforeEach(() => {
    process.env.TZ = tz;
  });

  it('never shifts a date-only value to another day', () => {
    expect(formatDate('2024-01-05')).toBe('01/05/2024');
    expect(formatDateMedium('2024-01-05')).toBe('Jan 5, 2024');
    expect(formatDateLong('2024-12-31')).toBe('December 31, 2024');
    expect(toDateOnly(new Date(2024, 2, 10))).toBe('2024-03-10');
    expect(toDateOnly(new Date(999, 0, 5, 23, 59))).toBe('0999-01-05');
  });

  it('formats a local Date and its time', () => {
    const date = new Date(2024, 6, 4, 15, 7);
    expect(formatDate(date)).toBe('07/04/2024');
    expect(formatTime(date)).toBe('3:07 PM');
    expect(toDateOnly(date)).toBe('2024-07-04');
  });
});

describe('date edge cases', () => {
  it('reads ISO timestamps as instants', () => {
    process.env.TZ = 'UTC';
    expect(formatTime('2024-01-05T09:30:00.000Z')).toBe('9:30 AM');
    expect(formatDate('2024-01-05T23:30:00Z')).toBe('01/05/2024');
  });

  it('gives the fallback for empty or invalid values', () => {
    expect(formatDate(null, 'No start date')).toBe('No start date');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('', 'TBD')).toBe('TBD');
    expect(formatDate('not a date', 'TBD')).toBe('TBD');
  });
});

describe('money', () => {
  it('formats US dollars with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('12.5')).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
  });

  it('formats whole dollars', () => {
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatWholeDollars('1000000.00')).toBe('$1,000,000');
    expect(formatWholeDollars(undefined)).toBe('$0');
  });

  it('writes quantities without trailing zeros and percentages as sent', () => {
    expect(formatQuantity('2.00')).toBe('2');
    expect(formatQuantity('2.50')).toBe('2.5');
    expect(formatQuantity('1200.25')).toBe('1,200.25');
    expect(formatPercent('33.33')).toBe('33.33%');
  });
});

describe('file sizes', () => {
  it('reads as bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(14_500)).toBe('14 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
    expect(formatFileSize(null)).toBe('');
  });
});
