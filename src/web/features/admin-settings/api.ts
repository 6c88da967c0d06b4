import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsAnswer, SettingsBody } from '#domain/contracts/settings';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';
import { twoFactorStatusQuery } from '../account/api';

/** GET /api/admin/settings (system administrators). */
export const settingsQuery = queryOptions<SettingsAnswer>({ queryKey: ['/api/admin/settings'] });

/** PUT /api/admin/settings: every setting at once; the form maps field errors itself, other failures toast. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: SettingsBody; version: string | undefined }) =>
      apiRequest<SettingsAnswer>('PUT', '/api/admin/settings', body, { ifMatch: version }),
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
