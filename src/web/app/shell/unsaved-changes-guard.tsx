import { lazy, Suspense } from 'react';
import { useBlocker } from '#web/lib/router';
import { useOpenedOnce } from '../../lib/opened-once';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';

// The question's code (Radix AlertDialog) is fetched the first time a navigation is held, not with every screen:
// a screen with a form has usually loaded it already with its own dialogs.
const LeaveWithoutSavingDialog = lazy(() =>
  import('../../components/ui/leave-without-saving-dialog').then((module) => ({
    default: module.LeaveWithoutSavingDialog,
  })),
);

/**
 * The app's one navigation blocker (the router consults only one): an in-app navigation to another screen while
 * a form holds unsaved changes (`useUnsavedChangesPrompt`) waits for Stay or Leave. A change of the hash alone
 * keeps the page, so it passes.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const blocked = blocker.state === 'blocked';
  if (!useOpenedOnce(blocked)) return null;
  return (
    <Suspense fallback={null}>
      <LeaveWithoutSavingDialog
        open={blocked}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}
