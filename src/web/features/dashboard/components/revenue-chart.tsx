import '#domain/messages/load/dashboard';
import type { DashboardSummary } from '#domain/contracts/dashboard';
import { formatWholeDollars } from '#domain/format';
import { formatDateAs } from '#domain/messages/i18n';
import { barHeights } from '#domain/months';
import { t } from '#web/lib/i18n';

/** 'YYYY-MM' -> the first day of that month, local time. */
function monthDate(key: string): Date {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Date(year, month - 1, 1);
}

/**
 * Paid invoices summed by month of creation over the last 6 months, bars scaled to the largest month with
 * a 10 % floor (docs/product.md#dashboard). The amount shows on hover and focus, and is read out to screen readers.
 */
export function RevenueChart({ months }: { months: DashboardSummary['revenueByMonth'] }) {
  const heights = barHeights(months.map((m) => Number(m.total)));
  const caption = (
    <figcaption className="mb-2 font-medium text-slate-700 text-sm">
      {t('dashboard:revenue.caption')}
    </figcaption>
  );
  // Six empty bars read as a chart that failed to load: say why there is nothing to draw.
  if (!months.some((m) => Number(m.total) > 0)) {
    return (
      <figure>
        {caption}
        <div
          data-testid="revenue-chart-empty"
          className="rounded-md bg-slate-50 px-3 py-4 text-center text-sm"
        >
          <p className="font-medium text-slate-700">{t('dashboard:revenue.emptyTitle')}</p>
          <p className="mt-1 text-slate-500">{t('dashboard:revenue.empty')}</p>
        </div>
      </figure>
    );
  }
  return (
    <figure>
      {caption}
      <ul
        className="flex h-36 items-end gap-2 border-slate-200 border-b pt-6"
        aria-label={t('dashboard:revenue.label')}
      >
        {months.map((m, i) => {
          const date = monthDate(m.month);
          const amount = formatWholeDollars(m.total);
          return (
            <li
              key={m.month}
              title={`${formatDateAs('monthYear', date)}: ${amount}`}
              // Focusable so keyboard users get the amount too.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: shows the amount on focus.
              tabIndex={0}
              data-testid="revenue-bar"
              className="group relative flex h-full flex-1 items-end justify-center rounded-t outline-offset-2"
            >
              <span className="sr-only">
                {formatDateAs('monthYear', date)}: {amount}
              </span>
              <span
                aria-hidden="true"
                className="pointer-events-none absolute -top-6 z-10 hidden whitespace-nowrap rounded bg-slate-900 px-1.5 py-0.5 text-white text-xs tabular-nums group-hover:block group-focus:block"
              >
                {amount}
              </span>
              <span
                aria-hidden="true"
                className={`w-full max-w-10 rounded-t ${Number(m.total) > 0 ? 'bg-primary group-hover:bg-primary-hover' : 'bg-slate-200'}`}
                style={{ height: `${heights[i]}%` }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-1 flex gap-2" aria-hidden="true">
        {months.map((m) => (
          <span key={m.month} className="flex-1 text-center text-slate-500 text-xs">
            {formatDateAs('month', monthDate(m.month))}
          </span>
        ))}
      </div>
    </figure>
  );
}
