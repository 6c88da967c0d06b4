import '#domain/messages/load/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsCalls } from '#calls/settings';
import type { SettingsBody } from '#domain/contracts/settings';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callQuery } from '../../lib/calls';
import { twoFactorStatusQuery } from '../account/api';

/** GET /api/admin/settings (system administrators). */
export const settingsQuery = callQuery(settingsCalls.get, {});

/** PUT /api/admin/settings: every setting at once; the form maps field errors itself, other failures toast. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: SettingsBody; version: string | undefined }) =>
      call(settingsCalls.update, { body }, { ifMatch: version }),
    onSuccess: (saved) => {
      client.setQueryData(settingsQuery.queryKey, saved);
      // The profile's two-factor card offers Turn Off only while two-factor is not required.
      void client.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
      toast({
        title: t('admin:settings.toasts.saved'),
        description: t('admin:settings.toasts.savedDescription'),
      });
    },
    onError: (error) =>
      toast({
        title: t('admin:settings.toasts.saveFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}
