import '#domain/messages/load/catalog';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Tags } from 'lucide-react';
import { lazy } from 'react';
import type { CustomTaskType } from '#domain/contracts/catalog';
import { t } from '#web/lib/i18n';
import { taskTypesQuery, useDeleteTaskType } from '../api';
import type { CatalogCompany } from '../catalog-company';
import { CatalogFrame } from '../components/catalog-frame';
import { CatalogList } from '../components/catalog-list';

// The add and edit form loads when first opened, not with the list.
const TaskTypeDialog = lazy(() =>
  import('../components/task-type-dialog').then((m) => ({ default: m.TaskTypeDialog })),
);

const column = createColumnHelper<CustomTaskType>();
const taskTypeColumns = [
  column.accessor('name', { header: t('catalog:taskTypes.columns.name'), meta: { card: 'title' } }),
  column.accessor('value', {
    header: t('catalog:taskTypes.columns.value'),
    cell: ({ getValue }) => <code className="text-slate-700 text-sm wrap-anywhere">{getValue()}</code>,
    meta: { width: 'w-2/5' },
  }),
];

function TaskTypes({ companyId }: CatalogCompany) {
  const taskTypes = useQuery(taskTypesQuery(companyId));
  const remove = useDeleteTaskType(companyId);
  return (
    <CatalogList
      title={t('catalog:taskTypes.title')}
      description={t('catalog:taskTypes.description')}
      addLabel={t('catalog:taskTypes.add')}
      noun={t('catalog:taskTypes.item')}
      columns={taskTypeColumns}
      query={taskTypes}
      errorTitle={t('catalog:taskTypes.loadError')}
      empty={{ icon: Tags, title: t('catalog:taskTypes.emptyTitle'), text: t('catalog:taskTypes.empty') }}
      remove={remove}
      dialog={({ open, onOpenChange, row }) => (
        <TaskTypeDialog open={open} onOpenChange={onOpenChange} companyId={companyId} taskType={row} />
      )}
    />
  );
}

/** /catalog/task-types and /companies/{companyId}/catalog/task-types. */
export default function TaskTypesPage() {
  return <CatalogFrame section="task-types">{(company) => <TaskTypes {...company} />}</CatalogFrame>;
}
