import { useBlocker } from 'react-router';
import { LeaveWithoutSavingDialog } from '../../components/ui/leave-without-saving-dialog';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';

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
  return (
    <LeaveWithoutSavingDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
