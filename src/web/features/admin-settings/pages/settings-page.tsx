import '#domain/messages/load/admin';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { StaleVersionNotice } from '#web/components/ui/stale-version-notice';
import { isStaleVersion } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { settingsQuery, useSaveSettings } from '../api';
import { SettingsForm } from '../components/settings-form';

/** /admin/settings (system administrators): stored, and in effect on every instance from the save on. */
export default function SettingsPage() {
  const settings = useQuery(settingsQuery);
  const save = useSaveSettings();
  return (
    <>
      <PageHeader title={t('admin:settings.title')} description={t('admin:settings.description')} />
      <QueryView
        query={settings}
        errorTitle={t('admin:settings.loadError')}
        loading={<Skeleton className="h-80 max-w-3xl" />}
      >
        {(data) => (
          <>
            {isStaleVersion(save.error) ? <StaleVersionNotice reloadPage /> : null}
            <SettingsForm
              settings={data}
              pending={save.isPending}
              onSave={(values, version) => save.mutateAsync({ body: values, version })}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
