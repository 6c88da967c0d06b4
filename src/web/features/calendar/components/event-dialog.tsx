import '#domain/messages/load/calendar';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { type CalendarEvent, type CalendarEventValues, calendarEventBody } from '#domain/contracts/calendar';
import { type CalendarEventType, calendarEventTypes } from '#domain/enums';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { FormDialog, type FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { ProjectSelect } from '../../projects/components/project-select';
import { tasksQuery } from '../../tasks/api';
import { calendarEventQuery, useDeleteEvent, useSaveEvent } from '../api';
import { eventTypeLabels } from '../calendar-kinds';

/**
 * The form's values: dates as the inputs hold them, a day 'yyyy-MM-dd' (all day) or a local date and time
 * 'yyyy-MM-ddTHH:mm'. Only on submit does a local time become an instant; a day is never converted, so no
 * time zone moves it (docs/decisions/0048-calendar-dates.md).
 */
type EventForm = {
  title: string;
  description: string;
  location: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  type: CalendarEventType;
  projectId: number | null;
  taskId: number | null;
};

const toInstant = (value: string, allDay: boolean) => {
  if (!value) return value;
  if (allDay) return value.slice(0, 10);
  const local = value.length === 10 ? `${value}T09:00` : value;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** The contract checks the body the form will send, so its messages land on the form's fields. */
const eventResolver: Resolver<EventForm, unknown, CalendarEventValues> = (values, context, options) =>
  (zodResolver(calendarEventBody) as unknown as Resolver<EventForm, unknown, CalendarEventValues>)(
    {
      ...values,
      startDate: toInstant(values.startDate, values.allDay),
      endDate: toInstant(values.endDate, values.allDay),
    },
    context,
    options,
  );

/** An event's stored dates as the inputs show them: an all-day day is its UTC date, a time is local. */
function formDate(value: string | null, allDay: boolean): string {
  if (!value) return '';
  return allDay ? value.slice(0, 10) : format(new Date(value), "yyyy-MM-dd'T'HH:mm");
}

const typeOptions = calendarEventTypes.map((value) => ({ value, label: eventTypeLabels[value] }));

type EventDialogProps = {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to open; null to create one. */
  eventId: number | null;
  /** A new event's day ('yyyy-MM-dd'), e.g. the grid day it was added on. */
  day?: string;
  /** Inside a project: the event is that project's, and no project selector is shown. */
  projectId?: number;
};

/**
 * Create Event and the event dialog (docs/product.md#calendar): title, description, location, start, end, all
 * day, type, project and task. An opened event is changed here (a move is a change of its dates) or deleted,
 * by its author, a manager or an administrator.
 */
export function EventDialog({ companyId, open, onOpenChange, eventId, day, projectId }: EventDialogProps) {
  const { user } = useUser();
  const event = useQuery({ ...calendarEventQuery(eventId ?? 0), enabled: open && eventId !== null });
  const save = useSaveEvent(companyId, eventId, event.data?.version);
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);
  const editing = eventId !== null;
  const data = event.data;
  const mayChange =
    !editing || (!!data && !!user && (data.createdBy === user.id || can(user, 'manageOthersEvents')));
  const start = day ?? format(new Date(), 'yyyy-MM-dd');
  const defaults: EventForm | undefined = !editing
    ? {
        title: '',
        description: '',
        location: '',
        startDate: `${start}T09:00`,
        endDate: `${start}T10:00`,
        allDay: false,
        type: 'other',
        projectId: projectId ?? null,
        taskId: null,
      }
    : data
      ? fromEvent(data)
      : undefined;
  return (
    <>
      <FormDialog<EventForm, CalendarEventValues>
        open={open && !confirming}
        onOpenChange={(next) => (save.isPending ? undefined : onOpenChange(next))}
        className="md:max-w-[600px]"
        title={editing ? t('calendar:event.editTitle') : t('calendar:view.createEvent')}
        description={mayChange ? undefined : t('calendar:event.readOnly')}
        resolver={eventResolver}
        defaultValues={defaults}
        loadError={
          event.isError
            ? { title: t('calendar:event.loadError'), error: event.error, retry: () => void event.refetch() }
            : null
        }
        submitLabel={editing ? t('common:saveChanges') : t('calendar:view.createEvent')}
        pendingLabel={t('common:saving')}
        submitDisabled={!mayChange}
        onSubmit={(body) => save.mutateAsync(body)}
      >
        {(form) => (
          <>
            <FormDialogField name="title" label={t('calendar:event.fields.title')}>
              <Input autoComplete="off" placeholder={t('calendar:event.fields.titlePlaceholder')} />
            </FormDialogField>
            <FormDialogField name="description" label={t('calendar:event.fields.description')}>
              <Textarea rows={2} />
            </FormDialogField>
            <FormDialogField name="location" label={t('calendar:event.fields.location')}>
              <Input autoComplete="off" />
            </FormDialogField>
            <DateFields form={form} />
            <FormDialogField name="type" label={t('calendar:event.fields.type')}>
              <Select options={typeOptions} />
            </FormDialogField>
            {projectId === undefined ? (
              <ProjectField form={form} projectName={data?.projectName ?? undefined} />
            ) : null}
            <TaskField form={form} />
            {editing && mayChange ? (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  className="text-destructive"
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('calendar:event.delete')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </FormDialog>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        item={t('calendar:item')}
        pending={remove.isPending}
        onConfirm={() => {
          if (eventId === null) return;
          remove.mutate(eventId, {
            onSuccess: () => {
              setConfirming(false);
              onOpenChange(false);
            },
          });
        }}
      />
    </>
  );
}

function fromEvent(event: CalendarEvent): EventForm {
  return {
    title: event.title,
    description: event.description ?? '',
    location: event.location ?? '',
    startDate: formDate(event.startDate, event.allDay),
    endDate: formDate(event.endDate, event.allDay),
    allDay: event.allDay,
    type: event.type,
    projectId: event.projectId,
    taskId: event.taskId,
  };
}

type Form = FormOf<EventForm, CalendarEventValues>;

/** All day switches the inputs between days and local times, keeping the days chosen. */
function DateFields({ form }: { form: Form }) {
  const allDay = form.watch('allDay');
  const inputType = allDay ? 'date' : 'datetime-local';
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={allDay}
          onChange={(e) => {
            const next = e.target.checked;
            const convert = (value: string) =>
              !value ? value : next ? value.slice(0, 10) : `${value.slice(0, 10)}T09:00`;
            form.setValue('startDate', convert(form.getValues('startDate')));
            form.setValue('endDate', convert(form.getValues('endDate')));
            form.setValue('allDay', next);
          }}
        />
        {t('calendar:event.fields.allDay')}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="startDate" label={t('calendar:event.fields.start')}>
          <Input type={inputType} key={`start-${inputType}`} />
        </FormDialogField>
        <FormDialogField name="endDate" label={t('calendar:event.fields.end')}>
          <Input type={inputType} key={`end-${inputType}`} />
        </FormDialogField>
      </div>
    </>
  );
}

/** The project; choosing another clears the task, which belongs to a project. */
function ProjectField({ form, projectName }: { form: Form; projectName: string | undefined }) {
  return (
    <Controller
      control={form.control}
      name="projectId"
      render={({ field, fieldState }) => (
        <FormField label={t('calendar:event.fields.project')} error={fieldState.error?.message}>
          <ProjectSelect
            value={typeof field.value === 'number' ? field.value : undefined}
            valueLabel={projectName}
            onChange={(project) => {
              if (project.id !== field.value) form.setValue('taskId', null);
              field.onChange(project.id);
            }}
            onClear={() => {
              form.setValue('taskId', null);
              field.onChange(null);
            }}
          />
        </FormField>
      )}
    />
  );
}

/** A task of the chosen project (only with a project). */
function TaskField({ form }: { form: Form }) {
  const projectId = form.watch('projectId');
  const tasks = useQuery({ ...tasksQuery(projectId ?? 0), enabled: typeof projectId === 'number' });
  if (typeof projectId !== 'number') return null;
  return (
    <Controller
      control={form.control}
      name="taskId"
      render={({ field, fieldState }) => (
        <FormField label={t('calendar:event.fields.task')} error={fieldState.error?.message}>
          <Select
            value={typeof field.value === 'number' ? String(field.value) : ''}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            onBlur={field.onBlur}
            options={(tasks.data ?? []).map((task) => ({ value: task.id, label: task.title }))}
          >
            <option value="">
              {tasks.isPending ? t('calendar:event.fields.loadingTasks') : t('calendar:event.fields.noTask')}
            </option>
          </Select>
        </FormField>
      )}
    />
  );
}
