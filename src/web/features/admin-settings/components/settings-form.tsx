import '#domain/messages/load/admin';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { type SettingsAnswer, type SettingsBody, settingsBody } from '#domain/contracts/settings';
import { Button } from '#web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { useContractForm } from '#web/lib/contract-form';
import { useEditedVersion } from '#web/lib/edited-version';
import { t } from '#web/lib/i18n';
import { BackupPanel } from '../../backup/backup-panel';

type Values = z.output<typeof settingsBody>;
const GENERAL = ['companyName', 'supportEmail', 'timezone'] as const;
const SECURITY = ['sessionTimeout', 'passwordExpiry', 'twoFactorAuth'] as const;

/** Every time zone the browser knows, the saved one first if it is not among them. */
function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

const valuesOf = (s: SettingsAnswer): SettingsBody => ({ ...s, supportEmail: s.supportEmail ?? '' });

type SettingsFormProps = {
  settings: SettingsAnswer;
  /** Saves the values as an edit of `version`, the version of the settings they were taken from. */
  onSave: (values: Values, version: string | undefined) => Promise<SettingsAnswer>;
  pending: boolean;
};

/**
 * The tabs of /admin/settings. One form holds every setting (the server takes them together); General and
 * Security each have a Save button, and a message in the other tab switches to it.
 */
export function SettingsForm({ settings, onSave, pending }: SettingsFormProps) {
  const [tab, setTab] = useState('general');
  const [version, setVersion] = useEditedVersion(settings.version);
  // A message in the other tab switches to it.
  const showErrors = (errors: FieldErrors<SettingsBody>) => {
    if (GENERAL.some((f) => errors[f])) setTab('general');
    else if (SECURITY.some((f) => errors[f])) setTab('security');
  };
  const { form, onSubmit, error } = useContractForm({
    schema: settingsBody,
    defaultValues: valuesOf(settings),
    save: async (values, form) => {
      const saved = await onSave(values, version);
      setVersion(saved.version);
      form.reset(valuesOf(saved));
    },
    onFieldErrors: showErrors,
  });
  const { register } = form;

  const saveButton = (
    <Button type="submit" loading={pending} loadingText={t('common:saving')}>
      {t('common:saveChanges')}
    </Button>
  );

  return (
    <Tabs value={tab} onValueChange={setTab} className="max-w-3xl">
      <TabsList className="grid w-full grid-cols-3 sm:w-96">
        <TabsTrigger value="general">{t('admin:settings.general.title')}</TabsTrigger>
        <TabsTrigger value="security">{t('admin:settings.security.title')}</TabsTrigger>
        <TabsTrigger value="backup">{t('admin:settings.backupTab')}</TabsTrigger>
      </TabsList>
      <TabsContent value="general">
        <form onSubmit={onSubmit} noValidate aria-label={t('admin:settings.general.label')}>
          <Card>
            <CardHeader>
              <CardTitle>{t('admin:settings.general.title')}</CardTitle>
              <CardDescription>{t('admin:settings.general.description')}</CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                label={t('admin:settings.general.companyName')}
                error={error('companyName')}
                className="sm:col-span-2"
              >
                <Input autoComplete="organization" {...register('companyName')} />
              </FormField>
              <FormField label={t('admin:settings.general.supportEmail')} error={error('supportEmail')}>
                <Input type="email" autoComplete="email" {...register('supportEmail')} />
              </FormField>
              <FormField label={t('admin:settings.general.timezone')} error={error('timezone')}>
                <Select options={timeZoneOptions(settings.timezone)} {...register('timezone')} />
              </FormField>
            </CardContent>
            <CardFooter className="justify-end">{saveButton}</CardFooter>
          </Card>
        </form>
      </TabsContent>
      <TabsContent value="security">
        <form onSubmit={onSubmit} noValidate aria-label={t('admin:settings.security.label')}>
          <Card>
            <CardHeader>
              <CardTitle>{t('admin:settings.security.title')}</CardTitle>
              <CardDescription>{t('admin:settings.security.description')}</CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                label={t('admin:settings.security.sessionTimeout')}
                error={error('sessionTimeout')}
                hint={t('admin:settings.security.sessionTimeoutHint')}
              >
                <Input
                  type="number"
                  min={5}
                  inputMode="numeric"
                  {...register('sessionTimeout', { valueAsNumber: true })}
                />
              </FormField>
              <FormField
                label={t('admin:settings.security.passwordExpiry')}
                error={error('passwordExpiry')}
                hint={t('admin:settings.security.passwordExpiryHint')}
              >
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  {...register('passwordExpiry', { valueAsNumber: true })}
                />
              </FormField>
              <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3 sm:col-span-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  aria-describedby="two-factor-hint"
                  {...register('twoFactorAuth')}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium text-slate-900 text-sm">
                    {t('admin:settings.security.twoFactor')}
                  </span>
                  <span id="two-factor-hint" className="text-slate-500 text-xs">
                    {t('admin:settings.security.twoFactorHint')}
                  </span>
                </span>
              </label>
            </CardContent>
            <CardFooter className="justify-end">{saveButton}</CardFooter>
          </Card>
        </form>
      </TabsContent>
      <TabsContent value="backup">
        <BackupPanel />
      </TabsContent>
    </Tabs>
  );
}
