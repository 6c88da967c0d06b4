import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportCalls } from '#domain/contracts/reports';
import { dateInZone } from '#domain/months';
import type { Deps } from '../../deps';
import { scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { apAging, arAging } from './aging.queries';
import type { RowPage } from './report-rows';
import { cashFlow, profitByProject, wip } from './reports.queries';
import { apAgingCsv, arAgingCsv, cashFlowCsv, profitCsv, wipCsv } from './reports-csv';

/**
 * The financial reports (decision 0272): receivables and payables aging, profit by project, work in progress and
 * cash flow by month, each as JSON or, with `format=csv`, as a CSV file. Admins and managers (the calls'
 * permission); another company's id answers 404.
 */
export async function reportsRoutes(app: FastifyInstance, { settings, clock }: Deps): Promise<void> {
  const today = async () => dateInZone(clock(), (await settings.get()).timezone);

  /** The report as JSON, or as a CSV file named after it and its dates. */
  const answer = <T>(
    reply: FastifyReply,
    format: string | undefined,
    name: string,
    report: T,
    csv: (r: T) => string,
  ) =>
    format === 'csv'
      ? reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(csv(report))
      : report;

  /**
   * The rows a report answers: the page asked for (limit, offset) as JSON, with the number of rows in
   * `x-total-count` as the paged lists answer it; every row in a CSV file, whatever the page.
   */
  const pageOf = (query: {
    format?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  }): RowPage => (query.format === 'csv' ? {} : { limit: query.limit, offset: query.offset });
  const counted = <T extends { rowCount: number }>(
    reply: FastifyReply,
    query: { limit?: number | undefined; offset?: number | undefined },
    report: T,
  ): T => {
    if (query.limit !== undefined || query.offset !== undefined)
      reply.header('x-total-count', String(report.rowCount));
    return report;
  };

  serve(app, reportCalls.arAging, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const asOf = request.query.asOf ?? (await today());
    return answer(
      reply,
      request.query.format,
      `ar-aging-${asOf}`,
      counted(reply, request.query, await arAging(request.db, companyId, asOf, pageOf(request.query))),
      arAgingCsv,
    );
  });

  serve(app, reportCalls.apAging, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const asOf = request.query.asOf ?? (await today());
    return answer(
      reply,
      request.query.format,
      `ap-aging-${asOf}`,
      counted(reply, request.query, await apAging(request.db, companyId, asOf, pageOf(request.query))),
      apAgingCsv,
    );
  });

  const periodName = (report: string, q: { from?: string | undefined; to?: string | undefined }) =>
    [report, q.from, q.to].filter(Boolean).join('-');

  serve(app, reportCalls.profitByProject, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const report = counted(
      reply,
      request.query,
      await profitByProject(request.db, companyId, request.query, pageOf(request.query)),
    );
    return answer(
      reply,
      request.query.format,
      periodName('profit-by-project', request.query),
      report,
      profitCsv,
    );
  });

  serve(app, reportCalls.wip, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const report = counted(
      reply,
      request.query,
      await wip(request.db, companyId, request.query, await today(), pageOf(request.query)),
    );
    return answer(reply, request.query.format, periodName('wip', request.query), report, wipCsv);
  });

  serve(app, reportCalls.cashFlow, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const report = await cashFlow(request.db, companyId, request.query);
    return answer(reply, request.query.format, periodName('cash-flow', request.query), report, cashFlowCsv);
  });
}
