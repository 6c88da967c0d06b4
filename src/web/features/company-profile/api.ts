import '#domain/messages/load/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { companyCalls } from '#calls/companies';
import type { Company, UpdateCompanyBody } from '#domain/contracts/companies';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, callUrl } from '../../lib/calls';
import { uploadWithProgress } from '../../lib/upload';

// The company profile: a company admin edits it; managers and employees read it (docs/product.md#company-profile).

/** GET /api/companies/{companyId}. */
export const companyQuery = (companyId: number) => callQuery(companyCalls.get, { params: { companyId } });

/** A change shows at once on this page and on whatever else reads the company. */
function useSaved(companyId: number) {
  const client = useQueryClient();
  return (company?: Company) => {
    if (company) client.setQueryData(companyQuery(companyId).queryKey, company);
    void client.invalidateQueries({ queryKey: callPrefix(companyCalls.get, { companyId }) });
    void client.invalidateQueries({ queryKey: callPrefix(companyCalls.mine) });
  };
}

/** PATCH /api/companies/{companyId}; the form maps field errors itself, other failures toast. */
export function useUpdateCompany(companyId: number) {
  const saved = useSaved(companyId);
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateCompanyBody; version: string | undefined }) =>
      call(companyCalls.updateProfile, { params: { companyId }, body }, { ifMatch: version }),
    onSuccess: (company) => {
      saved(company);
      toast({ title: t('company:profile.toasts.updated') });
    },
    onError: (error) =>
      toast({
        title: t('company:profile.toasts.updateFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}

/** POST /api/companies/{companyId}/logo (multipart), with the share sent for the progress bar. */
export function useUploadLogo(companyId: number) {
  const saved = useSaved(companyId);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append('file', file);
      const url = callUrl(companyCalls.uploadLogo, { params: { companyId } });
      return uploadWithProgress<Company>(url, form, setProgress);
    },
    onSuccess: (company) => {
      saved(company);
      toast({ title: t('company:logo.toasts.uploaded') });
    },
  });
  return { ...mutation, progress };
}

/** DELETE /api/companies/{companyId}/logo. */
export function useRemoveLogo(companyId: number) {
  const saved = useSaved(companyId);
  return useMutation({
    mutationFn: () => call(companyCalls.removeLogo, { params: { companyId } }),
    onSuccess: () => {
      saved();
      toast({ title: t('company:logo.toasts.removed') });
    },
    onError: (error) =>
      toast({
        title: t('company:logo.toasts.removeFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}
