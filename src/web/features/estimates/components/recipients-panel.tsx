import '#domain/messages/load/estimates';
import { useQuery } from '@tanstack/react-query';
import { Eye, Plus, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { EstimateRecipient, EstimateView } from '#domain/contracts/estimates';
import { type RecipientRole, recipientRoles } from '#domain/enums';
import { formatDateTime } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toast-store';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { recipientsQuery, useAddRecipient, useRemoveRecipient, useSendEstimate } from '../api';

export const recipientRoleLabels: Record<RecipientRole, string> = {
  client: t('estimates:recipients.roles.client'),
  team_member: t('estimates:recipients.roles.team_member'),
  contractor: t('estimates:recipients.roles.contractor'),
  other: t('estimates:recipients.roles.other'),
};

const roleOptions = recipientRoles.map((value) => ({ value, label: recipientRoleLabels[value] }));

/** Send Estimate side panel: who receives the estimate, adding and removing them (draft only), and sending. */
export function RecipientsPanel({ estimate }: { estimate: EstimateView }) {
  const ids = { projectId: estimate.projectId, estimateId: estimate.id };
  const recipients = useQuery(recipientsQuery(estimate.id));
  const remove = useRemoveRecipient(ids);
  const send = useSendEstimate(ids);
  const [toRemove, setToRemove] = useState<EstimateRecipient | null>(null);
  const isDraft = estimate.status === 'draft';
  // Approved and declined estimates go back to draft before anyone is sent them again.
  const sendable = estimate.canSend && (isDraft || estimate.status === 'pending');
  const list = recipients.data ?? [];

  return (
    <Card role="region" aria-label={t('estimates:recipients.title')}>
      <CardHeader>
        <CardTitle className="text-base">{t('estimates:recipients.title')}</CardTitle>
        <CardDescription>{t('estimates:recipients.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {recipients.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-14" />
          </div>
        ) : recipients.isError ? (
          <ErrorState
            title={t('estimates:recipients.loadError')}
            message={errorMessage(recipients.error, t('common:somethingWentWrong'))}
            onRetry={() => void recipients.refetch()}
          />
        ) : list.length === 0 ? (
          <p className="rounded-md border border-slate-300 border-dashed px-3 py-4 text-center text-slate-500 text-sm">
            {t('estimates:recipients.empty')}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('estimates:recipients.listLabel')}>
            {list.map((recipient) => (
              <li key={recipient.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 wrap-anywhere">{recipient.name}</p>
                    <p className="text-slate-600 text-sm wrap-anywhere">{recipient.email}</p>
                  </div>
                  <Badge variant="outline">{recipientRoleLabels[recipient.role]}</Badge>
                </div>
                <RecipientState recipient={recipient} />
                {(sendable && recipient.sentAt === null) || isDraft ? (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {sendable && recipient.sentAt === null ? (
                      <Button
                        size="sm"
                        loading={send.isPending && send.variables?.id === recipient.id}
                        loadingText={t('estimates:recipients.sending')}
                        disabled={send.isPending}
                        onClick={() => send.mutate(recipient)}
                        aria-label={t('estimates:recipients.sendTo', { name: recipient.name })}
                      >
                        <Send aria-hidden="true" />
                        {t('estimates:recipients.send')}
                      </Button>
                    ) : null}
                    {isDraft ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="hover:bg-destructive-soft hover:text-destructive"
                        aria-label={t('estimates:recipients.removeNamed', { name: recipient.name })}
                        onClick={() => setToRemove(recipient)}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('estimates:recipients.remove')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}

        {isDraft ? (
          <AddRecipientForm ids={ids} />
        ) : (
          <p className="text-slate-500 text-xs">{t('estimates:messages.recipientsOnlyInDraft')}</p>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        open={toRemove !== null}
        onOpenChange={(open) => (open ? undefined : setToRemove(null))}
        item={t('estimates:recipients.item')}
        description={
          toRemove ? t('estimates:recipients.removeDescription', { name: toRemove.name }) : undefined
        }
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove, { onSettled: () => setToRemove(null) })}
      />
    </Card>
  );
}

function RecipientState({ recipient }: { recipient: EstimateRecipient }) {
  if (recipient.sentAt === null) return null;
  return (
    <div className="mt-2 grid gap-1 text-slate-600 text-xs">
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="green">{t('estimates:recipients.sent')}</Badge>
        {formatDateTime(recipient.sentAt)}
      </span>
      {recipient.viewedAt ? (
        <span className="flex items-center gap-1.5">
          <Eye className="size-3.5" aria-hidden="true" />
          {t('estimates:recipients.viewedAt', { time: formatDateTime(recipient.viewedAt) })}
        </span>
      ) : null}
    </div>
  );
}

function AddRecipientForm({ ids }: { ids: { projectId: number; estimateId: number } }) {
  const add = useAddRecipient(ids);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RecipientRole>('client');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim()) {
      toast({
        title: t('estimates:messages.missingInformationTitle'),
        description: t('estimates:messages.recipientMissing'),
        variant: 'destructive',
      });
      return;
    }
    add.mutate(
      { name: name.trim(), email: email.trim(), role },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          setRole('client');
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 border-slate-200 border-t pt-4"
      aria-label={t('estimates:recipients.addFormLabel')}
    >
      <FormField label={t('estimates:recipients.fields.name')}>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" maxLength={200} />
      </FormField>
      <FormField label={t('estimates:recipients.fields.email')}>
        <Input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
          maxLength={254}
        />
      </FormField>
      <FormField label={t('estimates:recipients.fields.role')}>
        <Select
          value={role}
          onChange={(e) => setRole(e.target.value as RecipientRole)}
          options={roleOptions}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        loading={add.isPending}
        loadingText={t('estimates:recipients.adding')}
      >
        <Plus aria-hidden="true" />
        {t('estimates:recipients.add')}
      </Button>
    </form>
  );
}
