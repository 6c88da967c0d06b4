import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#domain/contracts/auth';
import type { CreatedCompany, CreateOwnCompanyBody } from '#domain/contracts/companies';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';
import { userQueryKey } from '../auth/api';

/** POST /api/mycompany: the signed-in user creates a company and becomes its admin. */
export function useCreateOwnCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOwnCompanyBody) => apiRequest<CreatedCompany>('POST', '/api/mycompany', body),
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
    mutationFn: (token: string) => apiRequest<PublicUser>('POST', '/api/invitations/accept', { token }),
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
