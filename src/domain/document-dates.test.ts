import { describe, expect, it } from 'vitest';
import { addDays, calendarDayIn, estimateDates, invoiceIssueDate } from './document-dates';

describe("a document's calendar dates in the company's time zone", () => {
  it('dates an estimate issued at 03:00 UTC on Nov 26 in Los Angeles on Nov 25, valid until Dec 25', () => {
    const now = new Date('2026-11-26T03:00:00Z');
    expect(estimateDates(null, now, 'America/Los_Angeles')).toEqual({
      date: '2026-11-25',
      validUntil: '2026-12-25',
    });
    // The same instant is already Nov 26 east of Greenwich.
    expect(estimateDates(null, now, 'Asia/Tokyo')).toEqual({ date: '2026-11-26', validUntil: '2026-12-26' });
  });

  it("turns the day at the zone's midnight, not at UTC's", () => {
    // New York is UTC-5 in November: its Nov 26 runs from 05:00 UTC on Nov 26 to 05:00 UTC on Nov 27.
    expect(calendarDayIn(new Date('2026-11-26T04:59:59Z'), 'America/New_York')).toBe('2026-11-25');
    expect(calendarDayIn(new Date('2026-11-26T05:00:00Z'), 'America/New_York')).toBe('2026-11-26');
    expect(calendarDayIn(new Date('2026-11-27T04:59:59Z'), 'America/New_York')).toBe('2026-11-26');
    // Summer time: UTC-4, so the day turns an hour earlier.
    expect(calendarDayIn(new Date('2026-07-01T03:59:59Z'), 'America/New_York')).toBe('2026-06-30');
    expect(calendarDayIn(new Date('2026-07-01T04:00:00Z'), 'America/New_York')).toBe('2026-07-01');
  });

  it('keeps the issue date of an issued estimate, whenever it is read', () => {
    const later = new Date('2027-02-10T12:00:00Z');
    expect(estimateDates('2026-11-25', later, 'Asia/Tokyo')).toEqual({
      date: '2026-11-25',
      validUntil: '2026-12-25',
    });
  });

  it('counts 30 calendar days across month and year ends, leap days and clock changes', () => {
    expect(estimateDates('2026-12-15', new Date(), 'UTC').validUntil).toBe('2027-01-14');
    expect(estimateDates('2028-02-01', new Date(), 'UTC').validUntil).toBe('2028-03-02');
    expect(estimateDates('2027-02-01', new Date(), 'UTC').validUntil).toBe('2027-03-03');
    // New York changes its clocks on Nov 1, 2026: still 30 days, not 29 and 23 hours.
    expect(addDays('2026-10-20', 30)).toBe('2026-11-19');
  });

  it("dates an invoice by its entered issue date, else its creation day in the company's zone", () => {
    const created = new Date('2026-11-26T03:00:00Z');
    expect(invoiceIssueDate('2026-12-01', created, 'America/Los_Angeles')).toBe('2026-12-01');
    expect(invoiceIssueDate(null, created, 'America/Los_Angeles')).toBe('2026-11-25');
    expect(invoiceIssueDate(null, created, 'Europe/Berlin')).toBe('2026-11-26');
  });
});
