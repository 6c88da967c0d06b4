import '#domain/messages/load/accounting-exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountingExportCalls } from '#calls/accounting-exports';
import type { ExportKind, ExportLayout, UpdateAccountNamesBody } from '#domain/contracts/accounting-exports';
import { call, callQuery, callUrl } from '../../lib/calls';

/** GET /api/companies/{companyId}/account-names: every key the exports use, with its name and default. */
export const accountNamesQuery = (companyId: number) =>
  callQuery(accountingExportCalls.accountNames, { params: { companyId } });

/** PUT the whole set, on the version the form was opened on (a stale one answers 409). */
export function useSaveAccountNames(companyId: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountNamesBody) =>
      call(accountingExportCalls.updateAccountNames, { params: { companyId }, body }, { ifMatch: version }),
    onSuccess: (saved) => client.setQueryData(accountNamesQuery(companyId).queryKey, saved),
  });
}

/** The address of one export: the browser downloads it itself (Content-Disposition names the file). */
export const exportUrl = (
  companyId: number,
  kind: ExportKind,
  layout: ExportLayout,
  range: { from: string; to: string },
) => callUrl(accountingExportCalls.export, { params: { companyId, kind }, query: { ...range, layout } });
