import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A centred card with an icon, a title and a message: what the public pages (estimate, invoice) show instead
 * of the document when a link is not valid or the document is not available.
 */
export function NoticeCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-lg border border-slate-200 bg-white p-6 text-center shadow-xs sm:mt-16 sm:p-8">
      <Icon className="mx-auto size-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 font-semibold text-slate-900 text-xl">{title}</h1>
      <div className="mt-2 text-slate-600">{children}</div>
    </section>
  );
}
