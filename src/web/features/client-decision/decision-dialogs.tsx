import { lazy, Suspense } from 'react';
import type { DecisionDialogProps, OpenDecision } from './decision-forms';

export type { OpenDecision };

// The dialogs (the form scaffold and the signature pad) load when the client opens one, never with the page.
const DecisionDialog = lazy(() => import('./decision-forms').then((m) => ({ default: m.DecisionDialog })));

/** The client's Approve or Decline dialog for a document, while one is open: the page's own buttons open them. */
export function DecisionDialogs({
  open,
  ...props
}: Omit<DecisionDialogProps, 'open'> & { open: OpenDecision }) {
  return open ? (
    <Suspense fallback={null}>
      <DecisionDialog {...props} open={open} />
    </Suspense>
  ) : null;
}
