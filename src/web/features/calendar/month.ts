import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { formatDateAs } from '#domain/messages/i18n';

/**
 * The month grid's days, Sunday to Saturday (docs/product.md#calendar), as local calendar days 'yyyy-MM-dd'. Days
 * are never made from instants, so no time zone moves one.
 */
export function monthGrid(month: Date): { from: string; to: string; weeks: string[][] } {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 0 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 0 });
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => dayKey(addDays(day, i))));
  }
  return { from: dayKey(first), to: dayKey(last), weeks };
}

export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');
/** A local Date of a day key (midnight where the browser is). */
export const dayDate = (day: string) => parse(day, 'yyyy-MM-dd', new Date());

/** The month of the address ('2026-11'), else this month. */
export function monthOf(param: string | null, today = new Date()): Date {
  const parsed = param ? parse(param, 'yyyy-MM', today) : null;
  return startOfMonth(parsed && isValid(parsed) ? parsed : today);
}
export const monthParam = (month: Date) => format(month, 'yyyy-MM');
export const shiftMonth = (month: Date, by: number) => addMonths(month, by);
/** 'November 2026'. */
export const monthTitle = (month: Date) => formatDateAs('monthYear', month);
/** 'Friday, November 20, 2026'. */
export const dayTitle = (day: string) => formatDateAs('dayFull', day);
/** The month's first and last day (the list view). */
export const monthRange = (month: Date) => ({
  from: dayKey(startOfMonth(month)),
  to: dayKey(endOfMonth(month)),
});
/** 'HH:mm' -> '9:30 AM' (docs/product.md#calendar). */
export const formatTime = (time: string) => formatDateAs('time', parse(time, 'HH:mm', new Date()));
