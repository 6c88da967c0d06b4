import '#domain/messages/load/vendors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDateIn, formatMoneyIn } from './formatters';
import { i18n, lazyText, say, t, text } from './i18n';

describe('the message catalog', () => {
  it('looks texts up by namespace and key, with values and plurals', () => {
    expect(t('vendors:title')).toBe('Vendors');
    expect(t('vendors:noResults', { search: 'oak' })).toBe('No vendors match your search for "oak".');
    expect(t('validation:atMostCharacters', { label: 'Name', count: 1 })).toBe(
      'Name must be at most 1 character',
    );
    expect(t('validation:atMostCharacters', { label: 'Name', count: 200 })).toBe(
      'Name must be at most 200 characters',
    );
    expect(text('errors:notFound.vendor')).toBe('Vendor not found');
  });

  it('formats money, quantities and dates inside a text', () => {
    i18n.addResource('en', 'common', 'testMoney', '{{amount, money}} by {{day, dateMedium}} at {{at, time}}');
    const line = i18n.t(
      'common:testMoney' as never,
      {
        amount: '1234.5',
        day: '2024-01-05',
        at: '2024-01-05T15:07:00Z',
        timeZone: 'America/Denver',
      } as never,
    ) as unknown as string;
    expect(line).toBe('$1,234.50 by Jan 5, 2024 at 8:07 AM');
  });

  it('reads a date-only value as the same day in every zone, an instant in the zone given', () => {
    for (const zone of ['Pacific/Honolulu', 'UTC', 'Asia/Tokyo'])
      expect(formatDateIn('en', 'date', '2024-03-10', zone)).toBe('03/10/2024');
    expect(formatDateIn('en', 'dateMedium', '2024-03-10T02:00:00Z', 'America/Los_Angeles')).toBe(
      'Mar 9, 2024',
    );
    expect(formatDateIn('en', 'dateMedium', '2024-03-10T02:00:00Z', 'Asia/Tokyo')).toBe('Mar 10, 2024');
    expect(formatDateIn('en', 'time', '2024-03-10T02:00:00Z', 'UTC')).toBe('2:00 AM');
    expect(formatDateIn('en', 'dayFull', '2026-11-20')).toBe('Friday, November 20, 2026');
    expect(formatDateIn('en', 'dayShort', '2026-11-20')).toBe('Fri, Nov 20');
    expect(formatDateIn('en', 'monthYear', '2026-11-01')).toBe('November 2026');
    expect(formatDateIn('en', 'month', '2026-09-01')).toBe('Sep');
    expect(formatMoneyIn('en', '-1250.5')).toBe('-$1,250.50');
    expect(formatMoneyIn('en', '1250.5', true)).toBe('$1,251');
  });

  it('looks a lazy text and a zod message up when they are read, not when they are made', () => {
    const later = lazyText('vendors:title');
    const schema = z.string().min(2, say('validation:invalidEmail'));
    i18n.addResource('en', 'vendors', 'title', 'Suppliers');
    try {
      expect(later()).toBe('Suppliers');
    } finally {
      i18n.addResource('en', 'vendors', 'title', 'Vendors');
    }
    expect(schema.safeParse('a').error?.issues[0]?.message).toBe('Invalid email format');
  });

  it('says so when a key built at run time is not in the catalog', () => {
    expect(() => text('vendors:nope' as never)).toThrow(/The catalog has no text vendors:nope/);
  });
});
