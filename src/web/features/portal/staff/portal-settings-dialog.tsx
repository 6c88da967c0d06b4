import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { portalSettingsBody } from '#domain/contracts/portal-staff';
import { portalSections } from '#domain/enums';
import { Button } from '#web/components/ui/button';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { portalSettingsQuery, useSavePortalSettings, useViewAsClient } from './api';

type Props = { projectId: number; canManage: boolean; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A project's client portal: which sections its client sees (admins and managers choose), and 'View as client',
 * which opens the portal as the client sees it, read-only.
 */
export function PortalSettingsDialog({ projectId, canManage, open, onOpenChange }: Props) {
  const settings = useQuery({ ...portalSettingsQuery(projectId), enabled: open });
  const save = useSavePortalSettings(projectId, settings.data?.version);
  const preview = useViewAsClient(projectId);
  const customerName = settings.data?.customerName ?? null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('portal:staff.settingsTitle')}
      description={
        settings.data
          ? customerName
            ? t('portal:staff.settingsIntro', { name: customerName })
            : t('portal:staff.noCustomer')
          : undefined
      }
      schema={portalSettingsBody}
      defaultValues={settings.data ? { sections: settings.data.sections } : undefined}
      loadError={
        settings.isError
          ? {
              title: t('common:couldNotLoad', { what: t('portal:title') }),
              error: settings.error,
              retry: () => void settings.refetch(),
            }
          : null
      }
      submitLabel={t('common:save')}
      pendingLabel={t('common:saving')}
      submitDisabled={!canManage}
      onSubmit={(values) => save.mutateAsync(values)}
    >
      {(form) => (
        <>
          <fieldset className="grid gap-2" disabled={!canManage}>
            <legend className="mb-1 font-medium text-slate-900 text-sm">{t('portal:fields.sections')}</legend>
            {portalSections.map((section) => (
              <label key={section} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  value={section}
                  {...form.register('sections')}
                />
                {t(`portal:tabs.${section}`)}
              </label>
            ))}
          </fieldset>
          {customerName ? (
            <Button
              type="button"
              variant="outline"
              loading={preview.isPending}
              onClick={() => preview.mutate()}
            >
              <ExternalLink aria-hidden="true" />
              {t('portal:staff.viewAsClient')}
            </Button>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
