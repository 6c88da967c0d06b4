import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type EmptyStateProps = {
  icon?: LucideIcon;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/**
 * The empty state of a list: icon, title, text (the product's words; docs/product.md#lists) and an optional action.
 */
export function EmptyState({ icon: Icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-slate-300 border-dashed bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {Icon ? <Icon className="size-10 text-slate-500" aria-hidden="true" /> : null}
      {title ? <h3 className="font-semibold text-lg text-slate-900">{title}</h3> : null}
      {children ? <div className="max-w-md text-slate-500 text-sm">{children}</div> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
