import { cn } from '../../lib/cn';

type ProgressBarProps = { value: number; label: string; className?: string; barClassName?: string };

/** A horizontal bar for a 0-100 value, announced as a progressbar with its label. */
export function ProgressBar({ value, label, className, barClassName }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-all', barClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
