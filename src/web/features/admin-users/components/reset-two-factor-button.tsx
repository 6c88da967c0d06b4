import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { useResetTwoFactor } from '../api';

/** Reset Two-Factor on a user's page: for a user who lost their phone and their recovery codes. */
export function ResetTwoFactorButton({ userId, username }: { userId: number; username: string }) {
  const [open, setOpen] = useState(false);
  const reset = useResetTwoFactor(userId);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" />
        Reset Two-Factor
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        item="second factor"
        description={`${username} will sign in with the password alone until they set up two-factor sign-in again. Their recovery codes stop working.`}
        confirmLabel="Reset Two-Factor"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
