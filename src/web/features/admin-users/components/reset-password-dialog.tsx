import '#domain/messages/load/admin';
import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '#domain/contracts/auth';
import { displayNameOf } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { copyToClipboard } from '#web/lib/clipboard';
import { t } from '#web/lib/i18n';
import { useResetPassword } from '../api';

type ResetPasswordDialogProps = {
  /** The user whose password is reset; null closes the dialog. */
  user: Pick<AdminUser, 'id' | 'username' | 'firstName' | 'lastName'> | null;
  onClose: () => void;
};

/**
 * Reset Password (docs/product.md#administration): asks first, then shows the new one-time password once, with a copy
 * button. The user is signed out everywhere and must choose a new password at their next sign-in.
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const reset = useResetPassword();
  const [password, setPassword] = useState<string | null>(null);
  const close = () => {
    // The password leaves memory with the dialog: it is never shown again.
    setPassword(null);
    reset.reset();
    onClose();
  };
  const copy = (value: string) => copyToClipboard(value, t('admin:users.resetPassword.copyWhat'));
  const name = user ? displayNameOf(user) : '';
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open || reset.isPending ? undefined : close())}>
      <DialogContent className="md:max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{t('admin:users.resetPassword.title')}</DialogTitle>
          <DialogDescription>
            {password
              ? t('admin:users.resetPassword.shown', { name })
              : t('admin:users.resetPassword.confirm', { name })}
          </DialogDescription>
        </DialogHeader>
        {password ? (
          <div className="grid gap-2">
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                readOnly
                value={password}
                aria-label={t('admin:users.resetPassword.oneTimePassword')}
                className="font-mono tracking-wide"
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outline" onClick={() => void copy(password)}>
                <Copy aria-hidden="true" />
                {t('admin:users.resetPassword.copy')}
              </Button>
            </div>
            <p className="text-slate-600 text-xs">
              {t('admin:users.resetPassword.signsIn', { username: user?.username ?? '' })}
            </p>
          </div>
        ) : null}
        <DialogFooter>
          {password ? (
            <DialogClose asChild>
              <Button>{t('admin:users.resetPassword.done')}</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline" disabled={reset.isPending}>
                  {t('common:cancel')}
                </Button>
              </DialogClose>
              <Button
                variant="destructive"
                loading={reset.isPending}
                loadingText={t('admin:users.resetting')}
                onClick={() => {
                  if (user) reset.mutate(user.id, { onSuccess: (answer) => setPassword(answer.password) });
                }}
              >
                <KeyRound aria-hidden="true" />
                {t('admin:users.resetPassword.title')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
