import '#domain/messages/load/team';
import type { z } from 'zod';
import { emptyFormValues, formValuesOf } from '#domain/contracts/form-values';
import { editTeamMemberForm, newTeamMemberForm, type TeamMember } from '#domain/contracts/users';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useContractForm } from '#web/lib/contract-form';
import { useEditedVersion } from '#web/lib/edited-version';
import { t } from '#web/lib/i18n';
import { roleOptionsFor } from './role-options';

type Values = z.output<typeof newTeamMemberForm>;

type MemberFormProps = {
  /** Given: edit this member; absent: a new member. */
  member?: TeamMember;
  /** May the user make administrators (the Administrator role choice). */
  mayMakeAdmins: boolean;
  /** Editing oneself: no Active switch (nobody deactivates themselves). */
  isSelf: boolean;
  /** Fields of the form as entered, the confirmation removed; resolves when saved. */
  /**
   * Fields of the form as entered, the confirmation removed, and the version of the member they were taken from
   * (undefined for a new member); resolves when saved.
   */
  onSave: (values: Omit<Values, 'confirmPassword'>, version: string | undefined) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
};

/**
 * The team member form (/team/new, /team/{id}): password at least 6 characters, required for a new member and
 * optional on edit (blank keeps the current one); the confirmation must match and is never sent.
 */
export function MemberForm({ member, mayMakeAdmins, isSelf, onSave, onCancel, pending }: MemberFormProps) {
  // The version of the member the fields were filled from; the page leaves after a save, so it never changes.
  const [version] = useEditedVersion(member?.version);
  // The page leaves once the member is saved: nothing to reset.
  const { form, onSubmit, error } = useContractForm({
    schema: member ? editTeamMemberForm : newTeamMemberForm,
    // A new member is an active employee until the form says otherwise; a password is never filled in.
    defaultValues: member
      ? formValuesOf(editTeamMemberForm, member)
      : { ...emptyFormValues(newTeamMemberForm), role: 'employee', isActive: true },
    save: ({ confirmPassword: _never, ...values }) => onSave(values, version),
  });
  const { register } = form;
  // An administrator being edited by someone who may not make one keeps the choice they have.
  const roleOptions = roleOptionsFor(mayMakeAdmins || member?.role === 'admin');

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('team:form.profile')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('team:fields.firstName')} error={error('firstName')}>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label={t('team:fields.lastName')} error={error('lastName')}>
            <Input autoComplete="off" {...register('lastName')} />
          </FormField>
          <FormField label={t('team:fields.username')} error={error('username')}>
            <Input autoComplete="off" {...register('username')} />
          </FormField>
          <FormField label={t('team:fields.email')} error={error('email')}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label={t('team:fields.role')} error={error('role')}>
            <Select
              options={roleOptions}
              disabled={!mayMakeAdmins && member?.role === 'admin'}
              {...register('role')}
            />
          </FormField>
          {member && !isSelf ? (
            <div className="grid content-start gap-1.5">
              <span className="font-medium text-slate-900 text-sm">{t('team:fields.status')}</span>
              <label className="flex h-9 items-center gap-2 text-slate-800 text-sm">
                <input type="checkbox" className="size-4 accent-primary" {...register('isActive')} />
                {t('team:fields.activeCanSignIn')}
              </label>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('team:form.password')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('team:fields.password')}
            hint={member ? t('team:fields.passwordKeepHint') : t('team:fields.passwordHint')}
            error={error('password')}
          >
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label={t('team:fields.confirmPassword')} error={error('confirmPassword')}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={pending} loadingText={t('common:saving')}>
          {member ? t('common:saveChanges') : t('team:addMember')}
        </Button>
      </div>
    </form>
  );
}
