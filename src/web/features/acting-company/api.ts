import '#domain/messages/load/account';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { actingCompanyCalls } from '#calls/acting-company';
import type { CurrentUser } from '#domain/contracts/account-security';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/calls';
import { userQueryKey } from '../auth/api';

/**
 * The session now works in another company (or in none): the new user (companyId, role, actingCompany) takes
 * the old one's place, and every other cached answer, which belonged to the company before, is reset: the
 * screens on view ask again, the others when they next show.
 */
function switchCompany(client: QueryClient, user: CurrentUser) {
  client.setQueryData(userQueryKey, user);
  void client.resetQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
}

/** POST /api/admin/companies/{id}/open: a system administrator works in the company as its admin. */
export function useOpenCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) => call(actingCompanyCalls.open, { params: { companyId } }),
    onSuccess: (user) => switchCompany(client, user),
    onError: (error) =>
      toast({
        title: t('account:actingCompany.openFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}

/** POST /api/admin/companies/leave: back to the administrator's own account. */
export function useLeaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(actingCompanyCalls.leave, {}),
    onSuccess: (user) => switchCompany(client, user),
    onError: (error) =>
      toast({
        title: t('account:actingCompany.leaveFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}
