import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { customerNoteBody } from '#domain/contracts/customers';
import { formatDateMedium, formatTime } from '#domain/format';
import { FORMER_MEMBER } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { ClampedText } from '#web/components/ui/clamped-text';
import { FormField } from '#web/components/ui/form-field';
import { Skeleton } from '#web/components/ui/skeleton';
import { Textarea } from '#web/components/ui/textarea';
import { errorMessage } from '#web/lib/api';
import { applyServerFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { resolverLoadingSchema } from '#web/lib/lazy-resolver';
import { useUnsavedChangesPrompt } from '#web/lib/unsaved-changes';
import { customerNotesQuery, useAddCustomerNote } from '../api';

type Values = z.input<typeof customerNoteBody>;
type Output = z.output<typeof customerNoteBody>;

// The note is checked with its contract, which brings zod: it loads with the first submit, not with the page.
const noteResolver: Resolver<Values, unknown, Output> = resolverLoadingSchema(() =>
  import('#domain/contracts/customers').then((m) => m.customerNoteBody),
);

/** The customer's notes, newest first, with author and date, and a form to add one. */
export function NotesCard({ customerId }: { customerId: number }) {
  const notes = useQuery(customerNotesQuery(customerId));
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{t('customers:fields.notes')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <AddNoteForm customerId={customerId} />
        {notes.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : notes.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(notes.error, t('common:unexpectedError'))}
          </p>
        ) : notes.data.length === 0 ? (
          <p className="text-slate-500 text-sm">{t('customers:notes.empty')}</p>
        ) : (
          <ul
            aria-label={t('customers:fields.notes')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls once its notes pass 20rem; keyboard users must reach it.
            tabIndex={0}
            className="grid max-h-80 gap-3 overflow-y-auto rounded-sm pr-1 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {notes.data.map((note) => (
              <li key={note.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
                <ClampedText
                  text={note.content}
                  lines={6}
                  className="whitespace-pre-wrap text-slate-900 text-sm"
                />
                <p className="mt-1.5 text-slate-500 text-xs">
                  {t('customers:notes.meta', {
                    author: note.authorName ?? FORMER_MEMBER,
                    date: formatDateMedium(note.createdAt),
                    time: formatTime(note.createdAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AddNoteForm({ customerId }: { customerId: number }) {
  const add = useAddCustomerNote(customerId);
  const form = useForm<Values, unknown, Output>({
    resolver: noteResolver,
    // Validate on submit only: leaving an empty note box is not a mistake.
    mode: 'onSubmit',
    defaultValues: { content: '' },
  });
  useUnsavedChangesPrompt(form.formState.isDirty && !add.isPending);
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => form.reset({ content: '' }),
      onError: (error) => applyServerFieldErrors(error, form.setError, ['content']),
    }),
  );
  return (
    <form noValidate className="grid gap-2" onSubmit={onSubmit}>
      <FormField label={t('customers:notes.addLabel')} error={form.formState.errors.content?.message}>
        <Textarea rows={2} placeholder={t('customers:notes.placeholder')} {...form.register('content')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={add.isPending} loadingText={t('customers:adding')}>
          {t('customers:notes.add')}
        </Button>
      </div>
    </form>
  );
}
