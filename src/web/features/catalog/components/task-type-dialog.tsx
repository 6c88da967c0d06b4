import '#domain/messages/load/catalog';
import { type CustomTaskType, normalizeTaskTypeValue, taskTypeBody } from '#domain/contracts/catalog';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
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
      title={taskType ? t('catalog:taskTypes.edit') : t('catalog:taskTypes.add')}
      description={taskType ? t('catalog:taskTypes.editDescription') : t('catalog:taskTypes.addDescription')}
      schema={taskTypeBody}
      defaultValues={{ name: taskType?.name ?? '', value: taskType?.value ?? '' }}
      submitLabel={taskType ? t('common:saveChanges') : t('catalog:taskTypes.add')}
      pendingLabel={taskType ? t('common:saving') : t('catalog:adding')}
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
            <FormDialogField name="name" label={t('catalog:taskTypes.fields.name')}>
              <Input autoComplete="off" placeholder={t('catalog:taskTypes.namePlaceholder')} />
            </FormDialogField>
            <FormDialogField
              name="value"
              label={t('catalog:taskTypes.fields.value')}
              hint={value ? t('catalog:taskTypes.savedAs', { value }) : t('catalog:taskTypes.valueHint')}
            >
              <Input autoComplete="off" placeholder={t('catalog:taskTypes.valuePlaceholder')} />
            </FormDialogField>
          </>
        );
      }}
    </FormDialog>
  );
}
