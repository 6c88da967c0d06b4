import { toast } from '../components/ui/toast-store';
import { t } from './i18n';

/**
 * Copies text and says so; where the browser refuses (no permission, not a secure page), asks the user to select
 * and copy it themselves. `what` names it in both toasts: 'Password', 'URL', 'Recovery codes'.
 */
export async function copyToClipboard(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t('common:copied', { what }) });
  } catch {
    toast({
      title: t('common:copyFailed'),
      description: t('common:copyYourself', { what: what.toLowerCase() }),
      variant: 'destructive',
    });
  }
}
