import '#domain/messages/load/selections';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';

/**
 * The confirmation before an option is chosen, for staff and for the client alike. A choice is final and a price
 * other than the allowance makes a change order: `text` says so in the words of the one choosing.
 */
export function ChooseOptionDialog<Option extends { name: string }>({
  option,
  text,
  pending,
  onConfirm,
  onClose,
}: {
  /** The option being chosen; null keeps the dialog closed. */
  option: Option | null;
  text: (option: Option) => string;
  pending: boolean;
  onConfirm: (option: Option) => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={option !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent>
        {option ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>
                {t('selections:screen.chooseTitle', { option: option.name })}
              </AlertDialogTitle>
              <AlertDialogDescription>{text(option)}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>{t('common:cancel')}</AlertDialogCancel>
              <Button
                loading={pending}
                loadingText={t('selections:screen.choosing')}
                onClick={() => onConfirm(option)}
              >
                {t('selections:screen.chooseConfirm')}
              </Button>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
