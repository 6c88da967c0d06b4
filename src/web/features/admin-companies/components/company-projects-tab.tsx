import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { FolderKanban } from 'lucide-react';
import { z } from 'zod';
import type { ProjectListItem } from '#domain/contracts/projects';
import { projectTypeLabel } from '#domain/enums';
import { formatDateMedium } from '#domain/format';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager } from '#web/components/ui/list-controls';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { StageBadge } from '#web/components/ui/stage-badge';
import { pageParam } from '#web/lib/list-state';
import { useUrlState } from '#web/lib/url-state';
import { companyProjectsQuery } from '../api';

const column = createColumnHelper<ProjectListItem>();

const projectColumns = [
  column.accessor('name', {
    header: 'Project',
    cell: ({ row }) => (
      <>
        <span className="font-medium text-slate-900 wrap-anywhere">{row.original.name}</span>
        <span className="block text-slate-500 text-xs capitalize">{projectTypeLabel(row.original.type)}</span>
      </>
    ),
    meta: { card: 'title' },
  }),
  column.accessor('customer', {
    header: 'Customer',
    cell: ({ getValue }) => {
      const customer = getValue();
      return customer ? (
        `${customer.firstName} ${customer.lastName}`
      ) : (
        <span className="text-slate-500">No customer</span>
      );
    },
  }),
  column.accessor('stage', {
    header: 'Stage',
    cell: ({ getValue }) => <StageBadge stage={getValue()} />,
    meta: { width: 'w-36', card: 'aside' },
  }),
  column.accessor('progress', {
    header: 'Progress',
    cell: ({ row }) => (
      <div className="flex min-w-36 items-center gap-2">
        <ProgressBar
          value={row.original.progress}
          label={`${row.original.name} progress`}
          className="flex-1"
        />
        <span className="w-10 text-right text-slate-600 text-xs tabular-nums">{row.original.progress}%</span>
      </div>
    ),
    meta: { width: 'w-44' },
  }),
  column.accessor('createdAt', {
    header: 'Created',
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];

/** The tab's page, in the address as `page` (the company page drops it when another tab opens). */
const tabPageState = z.object({ page: pageParam });

/** The company detail's Projects tab (docs/product.md#administration): the company's projects, newest first, paged. */
export function CompanyProjectsTab({ companyId }: { companyId: number }) {
  const [{ page }, setState] = useUrlState(tabPageState);
  const projects = useQuery(companyProjectsQuery(companyId, page));
  const rows = projects.data?.data ?? [];
  return (
    <Card>
      <DataTable
        label="Projects"
        columns={projectColumns}
        rows={rows}
        getRowId={(project) => project.id}
        query={projects}
        tableFrom="lg"
        errorTitle="Error loading projects"
        empty={
          <EmptyState icon={FolderKanban} title="No projects yet">
            The company's projects appear here once its team creates them.
          </EmptyState>
        }
        footer={
          <ListPager
            inCard
            noun="projects"
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
