import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Tags } from 'lucide-react';
import type { CustomTaskType } from '#domain/contracts/catalog';
import { taskTypesQuery, useDeleteTaskType } from '../api';
import type { CatalogCompany } from '../catalog-company';
import { CatalogFrame } from '../components/catalog-frame';
import { CatalogList } from '../components/catalog-list';
import { TaskTypeDialog } from '../components/task-type-dialog';

const column = createColumnHelper<CustomTaskType>();
const taskTypeColumns = [
  column.accessor('name', { header: 'Name', meta: { card: 'title' } }),
  column.accessor('value', {
    header: 'Value',
    cell: ({ getValue }) => <code className="text-slate-700 text-sm wrap-anywhere">{getValue()}</code>,
    meta: { width: 'w-2/5' },
  }),
];

function TaskTypes({ companyId }: CatalogCompany) {
  const taskTypes = useQuery(taskTypesQuery(companyId));
  const remove = useDeleteTaskType(companyId);
  return (
    <CatalogList
      title="Task Types"
      description="Your own task types, offered on tasks beside the built-in ones"
      addLabel="Add Task Type"
      noun="task type"
      columns={taskTypeColumns}
      query={taskTypes}
      errorTitle="Error loading task types"
      empty={{ icon: Tags, title: 'No task types yet', text: 'Add the kinds of tasks your crews work on.' }}
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
