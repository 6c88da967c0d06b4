import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#web/lib/router';

/** The link above a page's title back to the list it belongs to ('Back to Projects'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-slate-600 text-sm hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
