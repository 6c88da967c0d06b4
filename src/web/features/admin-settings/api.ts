import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SettingsBody, settingsCalls } from '#domain/contracts/settings';
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
      toast({ title: 'Settings saved', description: 'The new settings apply from now on.' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save settings',
        description: errorMessage(error, 'An unexpected error occurred'),
        variant: 'destructive',
      }),
  });
}
