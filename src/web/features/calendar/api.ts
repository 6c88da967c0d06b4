import '#domain/messages/load/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarCalls } from '#calls/calendar';
import type { CalendarEventValues, CalendarFeedScope, CalendarKindFilter } from '#domain/contracts/calendar';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { type CallMeta, call, callPrefix, callQuery } from '../../lib/calls';

/** The browser's zone: timed events fall on its days (the server defaults to the system settings' zone). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type CalendarRange = {
  from: string;
  to: string;
  projectId?: number;
  kinds?: readonly CalendarKindFilter[];
  /** The grid's cap per day; the list and a day's full list leave it out. */
  perDay?: number;
};

/**
 * GET /api/companies/{companyId}/calendar: the range's items in one call. Its declaration lists the 'calendar'
 * notice, so a live notice (lib/live-updates.ts) refetches it.
 */
export function calendarQuery(companyId: number, range: CalendarRange) {
  return callQuery(calendarCalls.items, {
    params: { companyId },
    query: {
      from: range.from,
      to: range.to,
      tz: browserTimeZone(),
      projectId: range.projectId,
      kinds: range.kinds && range.kinds.length > 0 ? range.kinds.join(',') : undefined,
      perDay: range.perDay,
    },
  });
}

export const calendarEventQuery = (id: number) => callQuery(calendarCalls.event, { params: { id } });

/**
 * Everything the calendar shows (the item lists and the events read one by one): the answers a 'calendar' notice
 * makes stale, by their declarations.
 */
const isCalendarAnswer = (meta: unknown) =>
  (meta as CallMeta | undefined)?.live?.includes('calendar') === true;

function useRefreshCalendar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: ({ meta }) => isCalendarAnswer(meta) });
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: t('common:error'), description: errorMessage(error, fallback), variant: 'destructive' });

/** POST a new event, or PUT the whole event (a move is a change of its dates). */
export function useSaveEvent(companyId: number, id: number | null, version?: string) {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (body: CalendarEventValues) =>
      id === null
        ? call(calendarCalls.createEvent, { params: { companyId }, body: { ...body, companyId } })
        : call(calendarCalls.updateEvent, { params: { id }, body }, { ifMatch: version }),
    onSuccess: () => {
      void refresh();
      toast({ title: id === null ? t('calendar:toasts.created') : t('calendar:toasts.updated') });
    },
    onError: failed(id === null ? t('calendar:toasts.createFailed') : t('calendar:toasts.updateFailed')),
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (id: number) => call(calendarCalls.removeEvent, { params: { id } }),
    onSuccess: () => {
      void refresh();
      toastDeleted(t('calendar:item'));
    },
    onError: failed(t('calendar:toasts.deleteFailed')),
  });
}

// iCal feeds

export const feedsKey = callPrefix(calendarCalls.feeds);
export const feedsQuery = callQuery(calendarCalls.feeds, {});

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: CalendarFeedScope) => call(calendarCalls.createFeed, { body: { scope } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: feedsKey }),
    onError: failed(t('calendar:toasts.feedCreateFailed')),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(calendarCalls.revokeFeed, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: feedsKey });
      toast({ title: t('calendar:toasts.feedRevoked') });
    },
    onError: failed(t('calendar:toasts.feedRevokeFailed')),
  });
}
