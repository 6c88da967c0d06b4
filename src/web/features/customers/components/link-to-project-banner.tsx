import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { RichText } from '#web/lib/rich-text';
import { Link } from '#web/lib/router';
import { linkedProjectQuery } from '../api';

/** Says which project the list is choosing a customer for, with a way back to it. */
export function LinkToProjectBanner({ projectId }: { projectId: number }) {
  const project = useQuery(linkedProjectQuery(projectId));
  const name = project.data?.name ?? t('customers:link.projectNumber', { id: projectId });
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-blue-900">
        <Link2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <RichText
            i18nKey="customers:link.banner"
            values={{ name }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        </span>
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={href('/projects/:id', { id: projectId })}>{t('customers:link.back')}</Link>
      </Button>
    </div>
  );
}
