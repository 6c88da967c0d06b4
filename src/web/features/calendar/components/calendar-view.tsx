import '#domain/messages/load/calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import * as v from 'valibot';
import { calendarKindFilters } from '#calls/calendar';
import type { CalendarItem, CalendarKindFilter } from '#domain/contracts/calendar';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { TabLoading } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useNavigate } from '#web/lib/router';
import { commaList, useUrlState } from '#web/lib/url-state';
import { calendarQuery } from '../api';
import { itemLink, kindLabels, kindStyles } from '../calendar-kinds';
import { monthGrid, monthOf, monthParam, monthRange, monthTitle, shiftMonth } from '../month';
import { KindFilters } from './kind-filters';
import { MonthGrid, PER_DAY } from './month-grid';

// The list view (with the data table) loads when it is first chosen: the month grid is what the calendar opens on.
const CalendarList = lazy(() => import('./calendar-list').then((m) => ({ default: m.CalendarList })));

// A day's full list (a day with more items than its cell shows) loads when a day is first opened.
const DayDialog = lazy(() => import('./day-dialog').then((m) => ({ default: m.DayDialog })));

// The event form (and its schema, with zod) loads when it is opened, not with the calendar.
const EventDialog = lazy(() => import('./event-dialog').then((m) => ({ default: m.EventDialog })));

type CalendarViewProps = {
  companyId: number;
  /** One project's calendar (its Calendar tab): its items only, and new events are the project's. */
  projectId?: number;
  /** Shows the Filters popover (the project calendar). */
  withFilters?: boolean;
  /** More buttons beside Create Event (Subscribe on /calendar). */
  actions?: ReactNode;
};

/**
 * The calendar's state in the address: `month` ('2026-11', this month when absent), `view=list` (the month grid
 * when absent) and, on a project's calendar, `kinds` (the kinds shown, comma-separated; every kind when absent).
 */
const calendarState = v.object({
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
  view: v.fallback(v.picklist(['month', 'list']), 'month'),
  kinds: v.fallback(commaList(v.picklist(calendarKindFilters)), [...calendarKindFilters]),
});

/**
 * The calendar (docs/product.md#calendar): the month title, Previous and Next month, month grid or list view, Create
 * Event and the event dialog. The month, the view and the kinds shown live in the address: a reload shows the same
 * month, and Back returns to the one before.
 */
export function CalendarView({ companyId, projectId, withFilters = false, actions }: CalendarViewProps) {
  const [state, setState] = useUrlState(calendarState);
  const navigate = useNavigate();
  const month = monthOf(state.month ?? null);
  const view = state.view;
  // Only a project's calendar has the Filters popover: elsewhere every kind shows, whatever the address says.
  const kinds = withFilters ? state.kinds : [...calendarKindFilters];
  // In the order of the popover, so the same choice is the same address.
  // Immediate: the popover's checkboxes show the address's kinds, and must not flick back while it changes.
  const setKinds = (next: CalendarKindFilter[]) =>
    setState({ kinds: calendarKindFilters.filter((kind) => next.includes(kind)) }, { immediate: true });
  const [dialog, setDialog] = useState<{ eventId: number | null; day?: string } | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const dayMounted = useOpenedOnce(openDay !== null);
  const grid = monthGrid(month);
  const range = view === 'month' ? { from: grid.from, to: grid.to, perDay: PER_DAY } : monthRange(month);
  const query = useQuery({
    ...calendarQuery(companyId, { ...range, projectId, kinds }),
    placeholderData: keepPreviousData,
  });
  const title = monthTitle(month);

  const open = (item: CalendarItem) => {
    if (item.kind === 'event') setDialog({ eventId: item.id });
    else {
      const link = itemLink(item);
      if (link) void navigate(link);
    }
  };
  const add = (day?: string) => setDialog({ eventId: null, day });

  return (
    <section aria-labelledby="calendar-month-title" className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('calendar:view.previousMonth')}
            onClick={() => setState({ month: monthParam(shiftMonth(month, -1)) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('calendar:view.nextMonth')}
            onClick={() => setState({ month: monthParam(shiftMonth(month, 1)) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2
            id="calendar-month-title"
            className="ml-2 font-semibold text-slate-900 text-xl"
            aria-live="polite"
          >
            {title}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="inline-flex h-9 items-center rounded-md bg-slate-100 p-1">
            <legend className="sr-only">{t('calendar:view.view')}</legend>
            {(['month', 'list'] as const).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name}
                onClick={() => setState({ view: name })}
                className={cn(
                  'inline-flex h-7 items-center rounded px-3 font-medium text-slate-600 text-sm hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary',
                  view === name && 'bg-white text-slate-900 shadow-sm',
                )}
              >
                {name === 'month' ? t('calendar:view.month') : t('calendar:view.list')}
              </button>
            ))}
          </fieldset>
          {withFilters ? <KindFilters value={kinds} onChange={setKinds} /> : null}
          {actions}
          <Button onClick={() => add()}>
            <Plus aria-hidden="true" />
            {t('calendar:view.createEvent')}
          </Button>
        </div>
      </div>
      <Legend />
      {view === 'list' ? (
        <Suspense fallback={<TabLoading />}>
          <CalendarList query={query} onOpen={open} />
        </Suspense>
      ) : query.isError ? (
        <ErrorState
          title={t('calendar:loadError')}
          message={errorMessage(query.error, t('common:unexpectedError'))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div
          aria-busy={query.isPending}
          className="overflow-hidden rounded-lg border border-slate-200 shadow-sm"
        >
          <MonthGrid
            title={title}
            month={monthParam(month)}
            weeks={grid.weeks}
            data={query.data}
            onOpen={open}
            onDay={setOpenDay}
            onAdd={add}
          />
        </div>
      )}
      {dayMounted ? (
        <Suspense fallback={null}>
          <DayDialog
            companyId={companyId}
            day={openDay}
            onClose={() => setOpenDay(null)}
            projectId={projectId}
            kinds={kinds}
            onOpen={open}
            onAdd={add}
          />
        </Suspense>
      ) : null}
      {dialog !== null ? (
        <Suspense fallback={null}>
          <EventDialog
            companyId={companyId}
            open={dialog !== null}
            onOpenChange={(next) => (next ? undefined : setDialog(null))}
            eventId={dialog?.eventId ?? null}
            day={dialog?.day}
            projectId={projectId}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** What each colour means. */
function Legend() {
  const kinds = ['event', 'task', 'selection-due', 'invoice-due', 'invoice-paid', 'expense'] as const;
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs"
      aria-label={t('calendar:view.legend')}
    >
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span className={`size-2.5 rounded-full ${kindStyles[kind].dot}`} aria-hidden="true" />
          {kindLabels[kind]}
        </li>
      ))}
    </ul>
  );
}
