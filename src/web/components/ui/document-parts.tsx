import type { ReactNode } from 'react';
import { formatMoney } from '#domain/format';
import { cn } from '../../lib/cn';

/**
 * Pieces of the printed-paper layouts (estimate, invoice): section titles in small spaced capitals, and the
 * label and amount rows of the totals under a line table (inside a <dl>).
 */
export function DocumentSectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="mb-2 font-semibold text-slate-500 text-xs uppercase tracking-wider">
      {children}
    </h3>
  );
}

export function DocumentTotalRow({
  label,
  amount,
  className,
  testId,
}: {
  label: string;
  amount: string;
  /** The emphasised last row (TOTAL, Amount Due); plain rows have a grey label. */
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn('flex justify-between gap-6', className)}>
      <dt className={className ? undefined : 'text-slate-600'}>{label}</dt>
      <dd data-testid={testId}>{formatMoney(amount)}</dd>
    </div>
  );
}
