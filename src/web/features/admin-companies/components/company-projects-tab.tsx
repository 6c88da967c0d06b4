import '#domain/messages/load/admin';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { FolderKanban } from 'lucide-react';
import * as v from 'valibot';
import type { ProjectListItem } from '#domain/contracts/projects';
import { projectTypeLabel } from '#domain/enums';
import { formatDateMedium } from '#domain/format';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager } from '#web/components/ui/list-controls';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';
import { pageParam } from '#web/lib/list-state';
import { useUrlState } from '#web/lib/url-state';
import { companyProjectsQuery } from '../api';

const column = createColumnHelper<ProjectListItem>();

const projectColumns = [
  column.accessor('name', {
    header: t('admin:companies.projects.columns.project'),
    cell: ({ row }) => (
      <>
        <span className="font-medium text-slate-900 wrap-anywhere">{row.original.name}</span>
        <span className="block text-slate-500 text-xs capitalize">{projectTypeLabel(row.original.type)}</span>
      </>
    ),
    meta: { card: 'title' },
  }),
  column.accessor('customer', {
    header: t('admin:companies.projects.columns.customer'),
    cell: ({ getValue }) => {
      const customer = getValue();
      return customer ? (
        `${customer.firstName} ${customer.lastName}`
      ) : (
        <span className="text-slate-500">{t('admin:companies.projects.noCustomer')}</span>
      );
    },
  }),
  column.accessor('stage', {
    header: t('admin:companies.projects.columns.stage'),
    cell: ({ getValue }) => <StageBadge stage={getValue()} />,
    meta: { width: 'w-36', card: 'aside' },
  }),
  column.accessor('progress', {
    header: t('admin:companies.projects.columns.progress'),
    cell: ({ row }) => (
      <div className="flex min-w-36 items-center gap-2">
        <ProgressBar
          value={row.original.progress}
          label={t('admin:companies.projects.progressLabel', { name: row.original.name })}
          className="flex-1"
        />
        <span className="w-10 text-right text-slate-600 text-xs tabular-nums">{row.original.progress}%</span>
      </div>
    ),
    meta: { width: 'w-44' },
  }),
  column.accessor('createdAt', {
    header: t('admin:companies.projects.columns.created'),
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];

/** The tab's page, in the address as `page` (the company page drops it when another tab opens). */
const tabPageState = v.object({ page: pageParam });

/** The company detail's Projects tab (docs/product.md#administration): the company's projects, newest first, paged. */
export function CompanyProjectsTab({ companyId }: { companyId: number }) {
  const [{ page }, setState] = useUrlState(tabPageState);
  const projects = useQuery(companyProjectsQuery(companyId, page));
  const rows = projects.data?.data ?? [];
  return (
    <Card>
      <DataTable
        label={t('admin:companies.projects.label')}
        columns={projectColumns}
        rows={rows}
        getRowId={(project) => project.id}
        query={projects}
        tableFrom="lg"
        errorTitle={t('admin:companies.projects.loadError')}
        empty={
          <EmptyState icon={FolderKanban} title={t('admin:companies.projects.emptyTitle')}>
            {t('admin:companies.projects.empty')}
          </EmptyState>
        }
        footer={
          <ListPager
            inCard
            noun={t('admin:companies.projects.noun')}
            page={page}
            shown={rows.length}
            total={projects.data?.total ?? 0}
            onPageChange={(next) => setState({ page: next })}
          />
        }
      />
    </Card>
  );
}
