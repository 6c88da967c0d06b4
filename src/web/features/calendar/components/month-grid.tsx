import '#domain/messages/load/calendar';
import { Plus } from 'lucide-react';
import type { CalendarAnswer, CalendarItem } from '#domain/contracts/calendar';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { kindLabels, kindStyles } from '../calendar-kinds';
import { dayDate, dayKey, dayTitle } from '../month';
import { ItemChip } from './item-chip';

/** Up to 3 items a day, then '+N more' (docs/product.md#calendar). */
export const PER_DAY = 3;

const weekdays = (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).map(
  (day) => [t(`calendar:weekdays.short.${day}`), t(`calendar:weekdays.long.${day}`)] as const,
);

type MonthGridProps = {
  title: string;
  /** The month's days 'yyyy-MM', to grey the days of the weeks around it. */
  month: string;
  weeks: string[][];
  data: CalendarAnswer | undefined;
  onOpen: (item: CalendarItem) => void;
  /** Opens the day's full list ('+N more', or a day tapped on a phone). */
  onDay: (day: string) => void;
  /** Adds an event on a day; absent when the viewer may not. */
  onAdd?: (day: string) => void;
};

/**
 * The month grid, Sunday to Saturday (docs/product.md#calendar). Wide screens show up to 3 items a day and '+N
 * more'; on a phone each day shows one dot per item (its kind's colour) and opens the day's list when tapped.
 */
export function MonthGrid({ title, month, weeks, data, onOpen, onDay, onAdd }: MonthGridProps) {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of data?.items ?? []) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  const counts = new Map((data?.days ?? []).map((d) => [d.day, d.count]));
  const today = dayKey(new Date());
  return (
    <table className="w-full table-fixed border-collapse rounded-md bg-white text-sm" aria-label={title}>
      <thead>
        <tr>
          {weekdays.map(([short, full]) => (
            <th
              key={short}
              scope="col"
              abbr={full}
              className="border border-slate-200 bg-slate-50 py-2 font-medium text-slate-600 text-xs"
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const items = byDay.get(day) ?? [];
              const count = counts.get(day) ?? items.length;
              const more = count - Math.min(items.length, PER_DAY);
              const outside = !day.startsWith(month);
              const label = dayTitle(day);
              return (
                <td
                  key={day}
                  data-day={day}
                  className={cn(
                    'group h-16 overflow-hidden border border-slate-200 p-1 align-top md:h-32',
                    outside && 'bg-slate-50',
                  )}
                >
                  <div className="flex items-center justify-between">
                    <span
                      className={cn(
                        'inline-flex size-6 items-center justify-center rounded-full text-xs',
                        outside ? 'text-slate-500' : 'text-slate-800',
                        day === today && 'bg-primary font-semibold text-primary-foreground',
                      )}
                    >
                      {dayDate(day).getDate()}
                    </span>
                    {onAdd ? (
                      <button
                        type="button"
                        aria-label={t('calendar:grid.addOn', { day: label })}
                        onClick={() => onAdd(day)}
                        className="hidden size-6 items-center justify-center rounded text-slate-600 opacity-0 hover:bg-slate-100 focus-visible:opacity-100 group-hover:opacity-100 md:inline-flex"
                      >
                        <Plus className="size-3.5" aria-hidden="true" />
                      </button>
                    ) : null}
                  </div>
                  <ul className="mt-1 hidden grid-cols-[minmax(0,1fr)] gap-0.5 md:grid">
                    {items.slice(0, PER_DAY).map((item) => (
                      <li key={`${item.kind}-${item.id}`} className="min-w-0">
                        <ItemChip item={item} onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                  {more > 0 ? (
                    <button
                      type="button"
                      onClick={() => onDay(day)}
                      aria-label={t('calendar:grid.moreOn', { more, day: label })}
                      className="mt-0.5 hidden rounded px-1 text-slate-700 text-xs hover:bg-slate-100 hover:underline md:block"
                    >
                      {t('calendar:grid.more', { more })}
                    </button>
                  ) : null}
                  {count > 0 ? (
                    <button
                      type="button"
                      onClick={() => onDay(day)}
                      aria-label={t('calendar:grid.dayItems', { day: label, count })}
                      className="mt-1 flex w-full flex-wrap gap-0.5 md:hidden"
                    >
                      {items.slice(0, PER_DAY).map((item) => (
                        <span
                          key={`${item.kind}-${item.id}`}
                          title={kindLabels[item.kind]}
                          className={cn('size-2 rounded-full', kindStyles[item.kind].dot)}
                        />
                      ))}
                      {more > 0 ? (
                        <span className="text-[10px] text-slate-700 leading-none">+{more}</span>
                      ) : null}
                    </button>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
