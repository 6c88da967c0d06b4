import { type CustomTaskType, normalizeTaskTypeValue, taskTypeBody } from '#domain/contracts/catalog';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { useCreateTaskType, useUpdateTaskType } from '../api';

type TaskTypeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Given: Edit Task Type; absent: Add Task Type. */
  taskType?: CustomTaskType | null;
};

/** Add Task Type and Edit Task Type: a name and the value tasks store, shown as it will be saved. */
export function TaskTypeDialog({ open, onOpenChange, companyId, taskType }: TaskTypeDialogProps) {
  const create = useCreateTaskType(companyId);
  const update = useUpdateTaskType(companyId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={taskType ? 'Edit Task Type' : 'Add Task Type'}
      description={
        taskType ? 'Change the name or value of this task type.' : 'Add a task type to choose on your tasks.'
      }
      schema={taskTypeBody}
      defaultValues={{ name: taskType?.name ?? '', value: taskType?.value ?? '' }}
      submitLabel={taskType ? 'Save Changes' : 'Add Task Type'}
      pendingLabel={taskType ? 'Saving...' : 'Adding...'}
      onSubmit={(values) =>
        taskType
          ? update.mutateAsync({ id: taskType.id, body: values, version: taskType.version })
          : create.mutateAsync(values)
      }
    >
      {(form) => {
        const value = normalizeTaskTypeValue(form.watch('value') ?? '');
        return (
          <>
            <FormDialogField name="name" label="Name">
              <Input autoComplete="off" placeholder="e.g. Site Visit" />
            </FormDialogField>
            <FormDialogField
              name="value"
              label="Value"
              hint={value ? `Saved as ${value}` : 'Lowercase, with underscores for spaces'}
            >
              <Input autoComplete="off" placeholder="e.g. site_visit" />
            </FormDialogField>
          </>
        );
      }}
    </FormDialog>
  );
}
