import '#domain/messages/load/portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerCalls } from '#calls/customers';
import { documentCalls } from '#calls/documents';
import { portalStaffCalls } from '#calls/portal-staff';
import type { PortalSettingsBody } from '#domain/contracts/portal-staff';
import { toast } from '#web/components/ui/toast-store';
import { errorMessage } from '#web/lib/api';
import { call, callPrefix, callQuery } from '#web/lib/calls';
import { t } from '#web/lib/i18n';

/** Staff's side of the client portal: invitations, each project's sections, sharing, 'View as client'. */
export const portalSettingsQuery = (projectId: number) =>
  callQuery(portalStaffCalls.settings, { params: { id: projectId } });

export function useSavePortalSettings(projectId: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalSettingsBody) =>
      call(portalStaffCalls.updateSettings, { params: { id: projectId }, body }, { ifMatch: version }),
    onSuccess: (settings) => {
      client.setQueryData(portalSettingsQuery(projectId).queryKey, settings);
      toast({ title: t('portal:staff.saved') });
    },
    onError: (error) =>
      toast({
        title: t('portal:staff.saveFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      }),
  });
}

export function useInviteToPortal(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(portalStaffCalls.invite, { params: { id: customerId } }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: callPrefix(customerCalls.get, { id: customerId }) }),
    onError: (error) =>
      toast({
        title: t('portal:staff.inviteFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      }),
  });
}

/** Opens the project's portal as its client sees it, in a new tab, read-only. */
export function useViewAsClient(projectId: number) {
  return useMutation({
    mutationFn: () => call(portalStaffCalls.preview, { params: { id: projectId } }),
    onSuccess: () => window.open(`/portal/projects/${projectId}`, '_blank', 'noopener'),
    onError: (error) =>
      toast({
        title: t('portal:staff.previewFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      }),
  });
}

export function useShareDocument(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sharedWithClient }: { id: number; sharedWithClient: boolean }) =>
      call(portalStaffCalls.shareDocument, { params: { id }, body: { sharedWithClient } }),
    onSuccess: (doc) => {
      toast({ title: doc.sharedWithClient ? t('portal:staff.shareOn') : t('portal:staff.shareOff') });
      void client.invalidateQueries({ queryKey: callPrefix(documentCalls.list, { companyId }) });
    },
    onError: (error) =>
      toast({
        title: t('portal:staff.saveFailed'),
        description: errorMessage(error, t('common:checkConnection')),
        variant: 'destructive',
      }),
  });
}
