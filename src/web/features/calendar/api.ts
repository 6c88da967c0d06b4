import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarAnswer,
  CalendarEvent,
  CalendarEventValues,
  CalendarFeed,
  CalendarFeedScope,
  CalendarKindFilter,
  CreatedCalendarFeed,
} from '#domain/contracts/calendar';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';

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
 * GET /api/companies/{companyId}/calendar: the range's items in one call. The key is the URL, so a live
 * 'calendar' notice (lib/live-updates.ts: URLs containing '/calendar') refetches it.
 */
export function calendarQuery(companyId: number, range: CalendarRange) {
  return queryOptions<CalendarAnswer>({
    queryKey: [
      `/api/companies/${companyId}/calendar`,
      {
        from: range.from,
        to: range.to,
        tz: browserTimeZone(),
        projectId: range.projectId,
        kinds: range.kinds && range.kinds.length > 0 ? range.kinds.join(',') : undefined,
        perDay: range.perDay,
      },
    ],
  });
}

export const calendarEventQuery = (id: number) =>
  queryOptions<CalendarEvent>({ queryKey: [`/api/calendar-events/${id}`] });

/** Everything the calendar shows: the item lists and the events read one by one. */
const isCalendarKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].includes('/calendar');

function useRefreshCalendar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: ({ queryKey }) => isCalendarKey(queryKey) });
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** POST a new event, or PUT the whole event (a move is a change of its dates). */
export function useSaveEvent(companyId: number, id: number | null, version?: string) {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (body: CalendarEventValues) =>
      id === null
        ? apiRequest<CalendarEvent>('POST', `/api/companies/${companyId}/calendar-events`, {
            ...body,
            companyId,
          })
        : apiRequest<CalendarEvent>('PUT', `/api/calendar-events/${id}`, body, { ifMatch: version }),
    onSuccess: () => {
      void refresh();
      toast({ title: id === null ? 'Event created' : 'Event updated' });
    },
    onError: failed(id === null ? 'Failed to create event' : 'Failed to update event'),
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/calendar-events/${id}`),
    onSuccess: () => {
      void refresh();
      toastDeleted('event');
    },
    onError: failed('Failed to delete event'),
  });
}

// iCal feeds

export const feedsKey = ['/api/calendar-feeds'] as const;
export const feedsQuery = queryOptions<CalendarFeed[]>({ queryKey: feedsKey });

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: CalendarFeedScope) =>
      apiRequest<CreatedCalendarFeed>('POST', '/api/calendar-feeds', { scope }),
    onSuccess: () => void client.invalidateQueries({ queryKey: feedsKey }),
    onError: failed('Failed to create the feed URL'),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/calendar-feeds/${id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: feedsKey });
      toast({ title: 'Feed URL revoked' });
    },
    onError: failed('Failed to revoke the feed URL'),
  });
}
