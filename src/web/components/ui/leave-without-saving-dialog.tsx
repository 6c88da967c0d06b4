import { t } from '#web/lib/i18n';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';

type LeaveWithoutSavingDialogProps = {
  open: boolean;
  /** Back to the form, everything typed still there (also Escape). */
  onStay: () => void;
  /** Go on, dropping the changes. */
  onLeave: () => void;
};

/**
 * The question asked before a form with unsaved changes is left: by a link or Back (`UnsavedChangesGuard`), or
 * by Escape or a click beside a form dialog (`FormDialog`).
 */
export function LeaveWithoutSavingDialog({ open, onStay, onLeave }: LeaveWithoutSavingDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('common:leaveWithoutSaving.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('common:leaveWithoutSaving.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common:leaveWithoutSaving.stay')}</AlertDialogCancel>
          <Button variant="destructive" onClick={onLeave}>
            {t('common:leaveWithoutSaving.leave')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
