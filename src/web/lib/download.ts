import { useMutation } from '@tanstack/react-query';
import { toast } from '../components/ui/toast-store';
import { errorMessage } from './api';
import { t } from './i18n';

/**
 * 'Download as PDF': a pending state while the server renders, a toast when it fails. The download's code comes
 * with the first press, so the public pages, where the button is one of a few, do not carry it (decision 0282).
 */
export function usePdfDownload(url: string, fileName: string) {
  return useMutation({
    mutationFn: async () => (await import('./download-file')).downloadFile(url, fileName),
    onError: (error) =>
      toast({
        title: t('common:pdfFailed'),
        description: errorMessage(error, t('common:pdfNotMade')),
        variant: 'destructive',
      }),
  });
}
