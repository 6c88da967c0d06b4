import '#domain/messages/load/calendar';
import { Filter } from 'lucide-react';
import { Popover } from 'radix-ui';
import { calendarKindFilters } from '#calls/calendar';
import type { CalendarKindFilter } from '#domain/contracts/calendar';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { filterLabels } from '../calendar-kinds';

/** The project calendar's Filters popover (docs/product.md#calendar): which kinds of items show. */
export function KindFilters({
  value,
  onChange,
}: {
  value: readonly CalendarKindFilter[];
  onChange: (kinds: CalendarKindFilter[]) => void;
}) {
  const hidden = calendarKindFilters.length - value.length;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline">
          <Filter aria-hidden="true" />
          {t('calendar:filters.title')}
          {hidden > 0 ? (
            <span className="text-slate-600 text-xs">
              {t('calendar:filters.shown', { shown: value.length, total: calendarKindFilters.length })}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-label={t('calendar:filters.title')}
          className="z-50 w-56 rounded-md border border-slate-200 bg-white p-3 shadow-md data-[state=open]:animate-fade-in"
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-slate-900 text-sm">
              {t('calendar:filters.legend')}
            </legend>
            {calendarKindFilters.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value.includes(kind)}
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? calendarKindFilters.filter((k) => k === kind || value.includes(k))
                        : value.filter((k) => k !== kind),
                    )
                  }
                />
                {filterLabels[kind]}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
