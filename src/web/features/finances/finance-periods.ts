import '#domain/messages/load/finances';
import {
  endOfMonth,
  endOfQuarter,
  endOfYear,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subMonths,
  subYears,
} from 'date-fns';
import * as v from 'valibot';
import { toDateOnly } from '#domain/format';
import { t } from '#web/lib/i18n';

/** The Finances cards' periods: the whole history, or a calendar period around today (days both included). */
export const financePeriods = [
  { value: 'all', label: t('finances:periods.all') },
  { value: 'this-month', label: t('finances:periods.thisMonth') },
  { value: 'last-month', label: t('finances:periods.lastMonth') },
  { value: 'this-quarter', label: t('finances:periods.thisQuarter') },
  { value: 'this-year', label: t('finances:periods.thisYear') },
  { value: 'last-year', label: t('finances:periods.lastYear') },
] as const;

export type FinancePeriod = (typeof financePeriods)[number]['value'];

/**
 * The Finances page's state in the address: the open tab (`tab=expenses`, Invoices when absent) and the cards'
 * period (`period`, All time when absent). One schema for both, so a tab change that starts the lists afresh
 * keeps the period.
 */
export const financesPageState = v.object({
  tab: v.fallback(v.picklist(['invoices', 'expenses', 'bills']), 'invoices'),
  period: v.fallback(v.picklist(financePeriods.map((p) => p.value)), 'all'),
});

/** The first and last day of a period on the user's calendar, as the summary call takes them. */
export function periodRange(period: FinancePeriod, today: Date): { from?: string; to?: string } {
  const range = (from: Date, to: Date) => ({ from: toDateOnly(from), to: toDateOnly(to) });
  switch (period) {
    case 'all':
      return {};
    case 'this-month':
      return range(startOfMonth(today), endOfMonth(today));
    case 'last-month': {
      const month = subMonths(today, 1);
      return range(startOfMonth(month), endOfMonth(month));
    }
    case 'this-quarter':
      return range(startOfQuarter(today), endOfQuarter(today));
    case 'this-year':
      return range(startOfYear(today), endOfYear(today));
    case 'last-year': {
      const year = subYears(today, 1);
      return range(startOfYear(year), endOfYear(year));
    }
  }
}
