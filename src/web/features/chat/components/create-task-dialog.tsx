import '#domain/messages/load/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChatMessage } from '#domain/contracts/chat';
import type { Phase } from '#domain/contracts/phases';
import type { CreateTaskBody, Task } from '#domain/contracts/tasks';
import type { TaskStatus } from '#domain/enums';
import { FormDialog } from '#web/components/ui/form-dialog';
import { toast } from '#web/components/ui/toast-store';
import { apiRequest, buildUrl } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { phasesQuery } from '../../phases/api';
import { tasksQuery } from '../../tasks/api';
import { TaskFields } from '../../tasks/components/task-dialog';
import {
  NONE,
  type TaskFormValues,
  taskFormDefaults,
  taskFormSchema,
  todayDateOnly,
  toTaskBody,
} from '../../tasks/task-form';
import { senderNameOf } from './message-item';

/**
 * The form's status choices (NOT_STARTED ... CANCELLED) in words, each mapped to a task status (Waiting is
 * on_hold; docs/product.md#team-chat).
 */
const messageTaskStatuses: readonly { value: TaskStatus; label: string }[] = [
  { value: 'not_started', label: t('chat:taskFrom.statuses.notStarted') },
  { value: 'in_progress', label: t('chat:taskFrom.statuses.inProgress') },
  { value: 'on_hold', label: t('chat:taskFrom.statuses.waiting') },
  { value: 'completed', label: t('chat:taskFrom.statuses.completed') },
  { value: 'cancelled', label: t('chat:taskFrom.statuses.cancelled') },
];

/**
 * The form's default phase is CONSTRUCTION (docs/product.md#team-chat): the project's construction phase if it has
 * one, else its first.
 */
export function defaultPhaseOf(phases: readonly Pick<Phase, 'id' | 'name' | 'stage'>[]): number | undefined {
  const construction =
    phases.find((p) => /\bconstruction\b/i.test(p.name) && !/(pre|post)[-\s]?construction/i.test(p.name)) ??
    phases.find((p) => p.stage === 'in-production');
  return (construction ?? phases[0])?.id;
}

/** The title a message suggests: its first line, cut to a title's length. */
function titleOf(message: ChatMessage): string {
  const line = message.content.split('\n').find((l) => l.trim() !== '') ?? message.attachment?.name ?? '';
  return line.trim().slice(0, 120);
}

type CreateTaskDialogProps = {
  projectId: number;
  companyId: number;
  message: ChatMessage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Create Task from Message: the task form prefilled from the message, posted as a task of the project. */
export function CreateTaskDialog({
  projectId,
  companyId,
  message,
  open,
  onOpenChange,
}: CreateTaskDialogProps) {
  const today = todayDateOnly();
  const schema = useMemo(() => taskFormSchema(today), [today]);
  const phases = useQuery(phasesQuery(projectId));
  const client = useQueryClient();
  const create = useMutation({
    // The tasks' own area holds the call: a task is created on the address of the project's task list.
    mutationFn: (body: CreateTaskBody) =>
      apiRequest<Task>('POST', buildUrl(tasksQuery(projectId).queryKey), body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: tasksQuery(projectId).queryKey });
      toast({ title: t('chat:taskFrom.created') });
    },
    onError: () => toast({ title: t('chat:taskFrom.createFailed'), variant: 'destructive' }),
  });

  // The phases decide the default; until they load the form shows its placeholders.
  const defaults: TaskFormValues | undefined = phases.isPending
    ? undefined
    : {
        ...taskFormDefaults(),
        title: titleOf(message),
        description:
          message.content ||
          t('chat:taskFrom.sentFile', {
            name: senderNameOf(message),
            file: message.attachment?.name ?? t('chat:taskFrom.aFile'),
          }),
        phaseId: String(defaultPhaseOf(phases.data ?? []) ?? NONE),
      };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-2xl"
      title={t('chat:taskFrom.title')}
      description={t('chat:taskFrom.description', { name: senderNameOf(message) })}
      schema={schema}
      defaultValues={defaults}
      submitLabel={t('chat:taskFrom.submit')}
      pendingLabel={t('chat:taskFrom.creating')}
      onSubmit={(values) => create.mutateAsync(toTaskBody(values))}
    >
      <TaskFields projectId={projectId} companyId={companyId} today={today} statuses={messageTaskStatuses} />
    </FormDialog>
  );
}
