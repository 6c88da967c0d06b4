import '#domain/messages/load/admin';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { t } from '#web/lib/i18n';
import { useResetTwoFactor } from '../api';

/** Reset Two-Factor on a user's page: for a user who lost their phone and their recovery codes. */
export function ResetTwoFactorButton({ userId, username }: { userId: number; username: string }) {
  const [open, setOpen] = useState(false);
  const reset = useResetTwoFactor(userId);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" />
        {t('admin:users.resetTwoFactor.title')}
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        item={t('admin:users.resetTwoFactor.item')}
        description={t('admin:users.resetTwoFactor.description', { username })}
        confirmLabel={t('admin:users.resetTwoFactor.title')}
        pendingLabel={t('admin:users.resetting')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
