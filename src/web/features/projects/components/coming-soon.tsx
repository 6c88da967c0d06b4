import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

/** A tab whose feature arrives in a later release. */
export function ComingSoon({ icon, title, text }: { icon: LucideIcon; title: string; text?: string }) {
  return (
    <EmptyState icon={icon} title={title}>
      {text ?? 'This part of the project is coming in a later release.'}
    </EmptyState>
  );
}
