import { addDays, format } from 'date-fns';
import type { CalendarEventType } from '#domain/enums';
import { calendarEvents } from './schema/index';
import type { DbOrTx } from './types';

type ProjectKey = 'deck' | 'bathroom' | 'kitchen' | 'basement';
type Author = 'owner' | 'manager' | 'employee';

type DemoEvent = {
  project: ProjectKey | null;
  title: string;
  type: CalendarEventType;
  /** Days from today. */
  day: number;
  /** [hour, minute] local start and end; absent for an all-day event. */
  time?: [[number, number], [number, number]];
  /** Last day of a multi-day all-day event, in days from today. */
  until?: number;
  by: Author;
  location?: string;
  description?: string;
};

/** A month of the office's calendar around today: meetings, inspections, deadlines and milestones. */
// biome-ignore format: one record per line
const EVENTS: DemoEvent[] = [
  { project: 'kitchen', title: 'Demolition and haul-away', type: 'milestone', day: -12, until: -10, by: 'manager', description: 'Dumpster on the driveway; protect the hardwood in the hall.' },
  { project: 'deck', title: 'Footing inspection', type: 'deadline', day: -9, time: [[8, 0], [9, 0]], by: 'manager', description: 'County inspector; footings open until signed off.' },
  { project: null, title: 'Monthly safety meeting', type: 'meeting', day: -7, time: [[7, 0], [8, 0]], by: 'owner', location: 'Shop', description: 'Ladder safety and dust control refresher.' },
  { project: 'basement', title: 'Site walk with the Carters', type: 'meeting', day: -5, time: [[17, 30], [18, 30]], by: 'manager', description: 'Confirm the egress window location.' },
  { project: 'kitchen', title: 'Electrical rough-in', type: 'task', day: -3, until: -2, by: 'employee', description: 'Bright Spark crew; new circuits for the range and the island.' },
  { project: 'bathroom', title: 'Warranty visit: grout touch-up', type: 'task', day: -1, time: [[13, 0], [15, 0]], by: 'employee' },
  { project: 'kitchen', title: 'Rough-in plumbing inspection', type: 'deadline', day: 1, time: [[8, 0], [10, 0]], by: 'manager', description: 'City inspector; have the permit card on site.' },
  { project: null, title: 'Supplier review: Front Range Lumber', type: 'meeting', day: 2, time: [[11, 0], [12, 0]], by: 'owner', location: 'Office' },
  { project: 'kitchen', title: 'Countertop templating', type: 'meeting', day: 3, time: [[10, 0], [11, 30]], by: 'manager', description: 'Stone & Tile Gallery templater with Linda.' },
  { project: 'basement', title: 'Layout review with the Carters', type: 'meeting', day: 5, time: [[17, 30], [18, 30]], by: 'manager', description: 'Walk through options A and B.' },
  { project: 'kitchen', title: 'Cabinet delivery', type: 'milestone', day: 6, by: 'manager', description: 'Ridgeline truck, 7:30-9:00 window.' },
  { project: 'deck', title: 'Framing inspection', type: 'deadline', day: 8, time: [[9, 0], [10, 0]], by: 'employee' },
  { project: 'kitchen', title: 'Cabinet installation', type: 'task', day: 8, until: 10, by: 'employee', description: 'Uppers first; the island after the countertop template is approved.' },
  { project: null, title: 'Quarterly estimated taxes due', type: 'deadline', day: 12, by: 'owner' },
  { project: 'basement', title: 'Permit application deadline', type: 'deadline', day: 14, by: 'manager', description: 'Finished-basement permit: drawings and egress details.' },
  { project: 'deck', title: 'Deck final walkthrough', type: 'milestone', day: 16, time: [[15, 0], [16, 0]], by: 'manager', description: 'Punch list with the homeowners; collect the final payment.' },
  { project: null, title: 'Team lunch', type: 'other', day: 18, time: [[12, 0], [13, 0]], by: 'owner', location: 'Rosa\'s Taqueria' },
  { project: 'kitchen', title: 'Countertop install', type: 'milestone', day: 20, by: 'manager' },
  { project: null, title: 'Monthly safety meeting', type: 'meeting', day: 23, time: [[7, 0], [8, 0]], by: 'owner', location: 'Shop', description: 'Fall protection on roofs and decks.' },
];

/**
 * The demo company's calendar events (its tasks, invoices and expenses give the calendar's other items). An
 * all-day event is stored at UTC midnight of its day, a timed one at the local hour (
 * docs/decisions/0048-calendar-dates.md).
 */
export async function seedDemoCalendar(
  tx: DbOrTx,
  demo: {
    companyId: number;
    today: Date;
    projectIds: Record<ProjectKey, number>;
    userIds: Record<Author, number>;
    /** The project's site: its customer's address. */
    siteOf: (project: ProjectKey) => string | null;
  },
): Promise<void> {
  const utcDay = (n: number) => new Date(`${format(addDays(demo.today, n), 'yyyy-MM-dd')}T00:00:00Z`);
  const local = (n: number, [hours, minutes]: [number, number]) => {
    const d = addDays(demo.today, n);
    d.setHours(hours, minutes, 0, 0);
    return d;
  };
  const created = local(-20, [9, 0]);
  await tx.insert(calendarEvents).values(
    EVENTS.map((ev) => ({
      companyId: demo.companyId,
      projectId: ev.project ? demo.projectIds[ev.project] : null,
      title: ev.title,
      description: ev.description ?? null,
      location: ev.location ?? (ev.project ? demo.siteOf(ev.project) : null),
      startDate: ev.time ? local(ev.day, ev.time[0]) : utcDay(ev.day),
      endDate: ev.time ? local(ev.day, ev.time[1]) : ev.until === undefined ? null : utcDay(ev.until),
      allDay: !ev.time,
      type: ev.type,
      createdBy: demo.userIds[ev.by],
      createdAt: created,
      updatedAt: created,
    })),
  );
}
