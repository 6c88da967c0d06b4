import { ESTIMATE_VALID_DAYS } from './estimate-texts';
import { dateInZone } from './months';

/**
 * The calendar dates a document (estimate, invoice) prints. They are days of the company's time zone (the system
 * setting), computed once on the server and sent as 'YYYY-MM-DD', so the page, the public page, the PDF and the
 * e-mail print the same day wherever the reader's browser or the server process happens to be.
 */

/** 'YYYY-MM-DD' plus a number of calendar days (no time zone involved: it counts days, not hours). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The calendar day of an instant in the company's time zone. */
export const calendarDayIn = (instant: Date, timeZone: string): string => dateInZone(instant, timeZone);

/**
 * An estimate's Date and Valid Until. The date is the day it was issued (left draft), kept on the estimate; a
 * draft has none yet and bears today, the day it would be issued, as it also shows the live budget. Valid Until
 * is that date plus the 30 days the terms promise.
 */
export function estimateDates(
  issuedDate: string | null,
  now: Date,
  timeZone: string,
): { date: string; validUntil: string } {
  const date = issuedDate ?? calendarDayIn(now, timeZone);
  return { date, validUntil: addDays(date, ESTIMATE_VALID_DAYS) };
}

/** An invoice's Issue Date: the one entered, else the day it was created, in the company's time zone. */
export function invoiceIssueDate(issueDate: string | null, createdAt: Date, timeZone: string): string {
  return issueDate ?? calendarDayIn(createdAt, timeZone);
}
