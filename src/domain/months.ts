/**
 * Month keys 'YYYY-MM' for the dashboard's revenue chart: the `count` calendar months ending with the month
 * of `today` (a 'YYYY-MM-DD' date in the company's time zone), oldest first.
 */
export function lastMonths(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const keys: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    keys.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return keys;
}

/** 'YYYY-MM-DD' of an instant in a time zone (e.g. 'America/New_York'). */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone)
    .formatToParts(instant)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept (a company has one).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Bars of the revenue chart: height in percent of the largest month, at least 10 % (docs/product.md#dashboard). */
export function barHeights(totals: number[]): number[] {
  const max = Math.max(0, ...totals);
  return totals.map((t) => (max <= 0 ? 10 : Math.max(10, (t / max) * 100)));
}

/** The month key after 'YYYY-MM'. */
export function monthAfter(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
