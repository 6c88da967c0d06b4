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
    <Button type="submit" loading={pending} loadingText="Saving...">
      Save Changes
    </Button>
  );

  return (
    <Tabs value={tab} onValueChange={setTab} className="max-w-3xl">
      <TabsList className="grid w-full grid-cols-3 sm:w-96">
        <TabsTrigger value="general">General</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
        <TabsTrigger value="backup">Backup</TabsTrigger>
      </TabsList>
      <TabsContent value="general">
        <form onSubmit={onSubmit} noValidate aria-label="General settings">
          <Card>
            <CardHeader>
              <CardTitle>General</CardTitle>
              <CardDescription>How the system names itself, and where people write for help.</CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <FormField label="Company Name" error={error('companyName')} className="sm:col-span-2">
                <Input autoComplete="organization" {...register('companyName')} />
              </FormField>
              <FormField label="Support Email" error={error('supportEmail')}>
                <Input type="email" autoComplete="email" {...register('supportEmail')} />
              </FormField>
              <FormField label="Timezone" error={error('timezone')}>
                <Select options={timeZoneOptions(settings.timezone)} {...register('timezone')} />
              </FormField>
            </CardContent>
            <CardFooter className="justify-end">{saveButton}</CardFooter>
          </Card>
        </form>
      </TabsContent>
      <TabsContent value="security">
        <form onSubmit={onSubmit} noValidate aria-label="Security settings">
          <Card>
            <CardHeader>
              <CardTitle>Security</CardTitle>
              <CardDescription>Sessions, passwords and sign-in for every user.</CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                label="Session Timeout (minutes)"
                error={error('sessionTimeout')}
                hint="An idle session ends after this long."
              >
                <Input
                  type="number"
                  min={5}
                  inputMode="numeric"
                  {...register('sessionTimeout', { valueAsNumber: true })}
                />
              </FormField>
              <FormField
                label="Password Expiry (days)"
                error={error('passwordExpiry')}
                hint="0 = never expires. An expired password must be changed at sign-in."
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
                  <span className="font-medium text-slate-900 text-sm">Require two-factor sign-in</span>
                  <span id="two-factor-hint" className="text-slate-500 text-xs">
                    Every user without an authenticator app set up must set one up at their next sign-in.
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
