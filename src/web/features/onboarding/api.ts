import '#domain/messages/load/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCalls } from '#calls/companies';
import type { CreateOwnCompanyBody } from '#domain/contracts/companies';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/calls';
import { userQueryKey } from '../auth/api';

/** POST /api/mycompany: the signed-in user creates a company and becomes its admin. */
export function useCreateOwnCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOwnCompanyBody) => call(companyCalls.createOwn, { body }),
    onSuccess: ({ company, user }) => {
      client.setQueryData(userQueryKey, user);
      void client.invalidateQueries({ queryKey: userQueryKey });
      toast({
        title: t('onboarding:toasts.created'),
        description: t('onboarding:toasts.welcomeTo', { name: company.name }),
      });
    },
    onError: (error) => {
      toast({
        title: t('onboarding:toasts.createFailed'),
        description: errorMessage(error, t('common:somethingWentWrong')),
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/invitations/accept: the signed-in user joins the invitation's company. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(companyCalls.acceptInvitation, { body: { token } }),
    onSuccess: (user) => {
      client.setQueryData(userQueryKey, user);
      void client.invalidateQueries({ queryKey: userQueryKey });
      toast({ title: t('onboarding:toasts.accepted'), description: t('onboarding:toasts.joined') });
    },
    onError: (error) => {
      toast({
        title: t('onboarding:toasts.acceptFailed'),
        description: errorMessage(error, t('onboarding:toasts.invalidLink')),
        variant: 'destructive',
      });
    },
  });
}
