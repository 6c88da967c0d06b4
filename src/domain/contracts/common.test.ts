import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_MAX, DATE_MIN, isRealDate, MAX_ID, money, recordId, requiredText, wholeNumber } from './common';
import { fieldLabel } from './messages';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ field: schema }).safeParse({ field: value });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('shared contracts', () => {
  it('reads ids of decimal digits only, within the integer range', () => {
    const id = recordId('Pick one');
    expect(id.parse(12)).toBe(12);
    expect(id.parse('12')).toBe(12);
    expect(id.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [
      '0x10',
      '1e3',
      ' 7',
      '7 ',
      'abc',
      '',
      MAX_ID + 1,
      '99999999999',
      0,
      -1,
      1.5,
      null,
      true,
    ]) {
      expect(messageOf(id, bad), String(bad)).toBe('Pick one');
    }
  });

  it('knows which calendar days exist, within the supported range', () => {
    for (const good of ['2024-02-29', '2000-02-29', DATE_MIN, DATE_MAX, '2026-12-31']) {
      expect(isRealDate(good), good).toBe(true);
    }
    for (const bad of [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '2024-1-01',
      '2024-01-01T00:00',
    ]) {
      expect(isRealDate(bad), bad).toBe(false);
    }
  });

  it('says what is wrong with an amount', () => {
    const budget = money('Budget');
    expect(budget.parse('1250.5')).toBe('1250.5');
    expect(budget.parse(0)).toBe('0');
    expect(messageOf(budget, -5)).toBe('Budget cannot be negative');
    expect(messageOf(budget, '1.234')).toBe('Budget can have at most 2 decimals');
    expect(messageOf(budget, 1e20)).toBe('Budget must be at most 9999999999.99');
    expect(messageOf(budget, '12345678901')).toBe('Budget must be at most 9999999999.99');
    expect(messageOf(budget, 'ten')).toBe('Budget must be an amount in dollars, such as 1250.50');
    expect(messageOf(budget, false)).toBe('Budget must be an amount in dollars');
    // A field whose product rule is worded has its own sentence below 0; -0 is still 0.
    const invoiceAmount = money('Amount', { negative: 'Amount must be greater than 0' });
    expect(messageOf(invoiceAmount, '-0.01')).toBe('Amount must be greater than 0');
    expect(invoiceAmount.parse('-0')).toBe('0');
  });

  it('says a text is too long rather than missing', () => {
    const lastName = requiredText('Last name', 100);
    expect(messageOf(lastName, 'x'.repeat(5000))).toBe('Last name must be at most 100 characters');
    expect(messageOf(lastName, '  ')).toBe('Last name is required');
    expect(messageOf(lastName, undefined)).toBe('Last name is required');
    expect(messageOf(lastName, 7)).toBe('Last name must be text');
  });

  it('names the field in the sentences of zod own checks', () => {
    const schema = z.object({
      companyName: z.string().max(3),
      quantity: z.number().max(10),
      hours: z.number().min(0),
      kind: z.enum(['a', 'b']),
      limit: wholeNumber(1, 500),
    });
    const result = schema.safeParse({
      companyName: 'abcdef',
      quantity: 1e20,
      hours: -1,
      kind: 'c',
      limit: '0x10',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Company name must be at most 3 characters',
      'Quantity must be at most 10',
      'Hours cannot be negative',
      'Kind must be one of: a, b',
      'Limit must be a whole number from 1 to 500',
    ]);
  });

  it('turns a field path into words', () => {
    expect(fieldLabel(['lastName'])).toBe('Last name');
    expect(fieldLabel(['customerId'])).toBe('Customer');
    expect(fieldLabel(['lines', 0, 'unitPrice'])).toBe('Unit price');
    expect(fieldLabel([])).toBe('This value');
  });
});
