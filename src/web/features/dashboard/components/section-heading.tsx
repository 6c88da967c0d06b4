import type { ReactNode } from 'react';

/** A dashboard section's h2 with its link on the right. */
export function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {action}
    </div>
  );
}
