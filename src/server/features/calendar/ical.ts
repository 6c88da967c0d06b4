import ical, { type ICalCalendar } from 'ical-generator';
import { formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import type { ItemRow } from './calendar-items.queries';

const DAY_MS = 86_400_000;

/** The summary's prefix of each kind (events have none), looked up when the feed is written. */
const kindLabel = (kind: ItemRow['kind']): string =>
  kind === 'event' ? '' : t(`calendar:feed.kinds.${kind}`);

/** UTC midnight of a day 'YYYY-MM-DD': ical-generator writes an all-day date from the UTC fields. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The feed as RFC 5545 text, written by ical-generator. All-day items (expenses, invoices, tasks, all-day events)
 * are DATE values, so no phone shifts them a day; timed events are UTC instants, which every client shows in its
 * own zone. UIDs are stable per record, so a subscribed calendar updates items instead of duplicating them.
 */
export function buildFeed(name: string, items: ItemRow[], host: string, now: Date): ICalCalendar {
  // visible-texts: the feed's product identifier (PRODID), read by calendar programs
  const calendar = ical({ name, prodId: { company: 'BuildLine', product: 'Calendar' }, ttl: 3600 });
  for (const item of items) {
    const label = kindLabel(item.kind);
    const title =
      item.amount === null
        ? item.title
        : t('calendar:feed.withAmount', { title: item.title, amount: formatMoney(item.amount) });
    const summary = label ? t('calendar:feed.summary', { label, title }) : item.title;
    const description =
      [item.projectName ? t('calendar:feed.project', { name: item.projectName }) : null, item.description]
        .filter(Boolean)
        .join('\n') || undefined;
    const common = {
      id: `${item.kind}-${item.id}@${host}`,
      stamp: now,
      summary,
      description,
      location: item.location ?? undefined,
    };
    if (item.kind === 'event' && !item.allDay && item.startAt) {
      calendar.createEvent({ ...common, start: item.startAt, end: item.endAt ?? item.startAt });
    } else {
      // DTEND of a DATE is exclusive: the day after the last one.
      const last = item.endDate ?? item.date;
      calendar.createEvent({
        ...common,
        allDay: true,
        start: utcDay(item.date),
        end: new Date(utcDay(last).getTime() + DAY_MS),
      });
    }
  }
  return calendar;
}
