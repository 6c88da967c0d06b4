import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { companies } from './companies';
import { calendarEventTypeEnum } from './enums';
import { projects } from './projects';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Calendar events. Start and end are instants (events have times); an all-day event is stored at midnight
 * of the company's time zone and shown by date.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date'),
    allDay: boolean('all_day').notNull().default(false),
    type: calendarEventTypeEnum('type').notNull().default('other'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_events_company_id_start_date_idx').on(t.companyId, t.startDate),
    index('calendar_events_project_id_idx').on(t.projectId),
    index('calendar_events_task_id_idx').on(t.taskId),
  ],
);

/**
 * Private, revocable iCal feed URLs: a company feed (userId null) or a user's own feed.
 * The URL carries a random token; only its SHA-256 hex is stored.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('calendar_feeds_company_id_idx').on(t.companyId),
    index('calendar_feeds_user_id_idx').on(t.userId),
  ],
);

export type CalendarEvent = typeof calendarEvents.$inferSelect;
export type NewCalendarEvent = typeof calendarEvents.$inferInsert;
export type CalendarFeed = typeof calendarFeeds.$inferSelect;
export type NewCalendarFeed = typeof calendarFeeds.$inferInsert;
