import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n';

/**
 * One term of a card's details list (a <dl>): an icon, a small label and the value. A div of a dl may hold only
 * its dt and dd, so the icon sits inside the dt.
 */
export function DetailRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-slate-500 text-xs">
        <Icon className="absolute top-0.5 left-0 size-4 text-slate-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words text-slate-900 text-sm">{children}</dd>
    </div>
  );
}

/** The value of a detail the record does not have. */
export const notProvided = <span className="text-slate-500">{t('common:notProvided')}</span>;
