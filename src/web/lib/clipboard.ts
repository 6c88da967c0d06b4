import { toast } from '../components/ui/toast-store';

/**
 * Copies text and says so; where the browser refuses (no permission, not a secure page), asks the user to select
 * and copy it themselves. `what` names it in both toasts: 'Password', 'URL', 'Recovery codes'.
 */
export async function copyToClipboard(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied` });
  } catch {
    toast({
      title: 'Could not copy',
      description: `Select the ${what.toLowerCase()} and copy it.`,
      variant: 'destructive',
    });
  }
}
