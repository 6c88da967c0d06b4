import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

type SpinnerProps = { className?: string; label?: string };

/** A spinning icon; `label` names it for screen readers when it stands alone. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <Loader2
      className={cn('size-4 animate-spin', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
    />
  );
}
