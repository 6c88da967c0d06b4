import type { FastifyInstance } from 'fastify';
import { accountingExportCalls, importLayoutKinds } from '#domain/contracts/accounting-exports';
import { t } from '#domain/messages/all';
import type { Deps } from '../../deps';
import { scopeCompany } from '../../http/actor';
import { fieldError } from '../../http/errors';
import { serve } from '../../http/serve';
import { getAccountNames, readAccountNames, updateAccountNames } from './account-names';
import { exportCsv } from './export-csv';
import { exportRows } from './export-rows';

/**
 * The accounting exports (decision 0273): CSV files of invoices, payments received, expenses, vendor bills and
 * bill payments for a range of days, in our columns or in QuickBooks Online's or Xero's import layout, and the
 * account names those layouts put on each line. Admins and managers only.
 */
export async function accountingExportRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, accountingExportCalls.export, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const { kind } = request.params;
    const { from, to, layout } = request.query;
    if (layout !== 'plain' && !importLayoutKinds.includes(kind))
      throw fieldError(
        'layout',
        t('accountingExports:validation.layoutNotForKind', { kind: t(`accountingExports:kinds.${kind}`) }),
      );
    const names = await readAccountNames(request.db, companyId);
    const lines = layout !== 'plain';
    const file = `${kind}${layout === 'plain' ? '' : `-${layout}`}-${from}-to-${to}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(exportCsv(kind, layout, exportRows(request.db, kind, { companyId, from, to }, lines), names));
  });

  serve(app, accountingExportCalls.accountNames, async (request) =>
    getAccountNames(request.db, scopeCompany(request.actor, request.params.companyId)),
  );

  serve(app, accountingExportCalls.updateAccountNames, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    return updateAccountNames(request.db, companyId, request.body, clock());
  });
}
