import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateOwnCompanyBody, companyCalls } from '#domain/contracts/companies';
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
      toast({ title: 'Company created', description: `Welcome to ${company.name}` });
    },
    onError: (error) => {
      toast({
        title: 'Failed to create company',
        description: errorMessage(error, 'Something went wrong'),
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
      toast({ title: 'Invitation accepted', description: 'You have joined your company.' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to accept invitation',
        description: errorMessage(error, 'This invitation link is invalid or has expired.'),
        variant: 'destructive',
      });
    },
  });
}
