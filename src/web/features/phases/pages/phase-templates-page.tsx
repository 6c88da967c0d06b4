import '#domain/messages/load/phases';
import { useQuery } from '@tanstack/react-query';
import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import type { PhaseTemplate } from '#domain/contracts/phases';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { CatalogFrame } from '../../catalog/components/catalog-frame';
import {
  phaseTemplatesQuery,
  useCreatePhaseTemplate,
  useDeletePhaseTemplate,
  useReorderPhaseTemplates,
  useUpdatePhaseTemplate,
} from '../api';
import { type PhaseListDialog, PhaseListDialogs } from '../components/phase-dialog';
import { PhaseTable, phaseColumns } from '../components/phase-list';

/** The templates' columns: position and name, stage. */
const templateColumns = phaseColumns<PhaseTemplate>({
  heading: 'h2',
  lead: (_, index) => (
    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 font-medium text-slate-600 text-sm tabular-nums">
      {index + 1}
    </span>
  ),
});

/**
 * /catalog/phases: the company's phase templates, copied into every new project (docs/product.md#phases-and-tasks),
 * in the catalog's frame.
 */
export default function PhaseTemplatesPage() {
  return (
    <CatalogFrame section="phases">
      {({ companyId }) => <PhaseTemplates companyId={companyId} />}
    </CatalogFrame>
  );
}

function PhaseTemplates({ companyId }: { companyId: number }) {
  const { user } = useUser();
  // Admins and managers change templates (src/domain/permissions.ts, as the server checks); employees only read them.
  const canEdit = can(user, 'editPhaseTemplates');
  const templates = useQuery(phaseTemplatesQuery(companyId));
  const create = useCreatePhaseTemplate(companyId);
  const update = useUpdatePhaseTemplate(companyId);
  const remove = useDeletePhaseTemplate(companyId);
  const reorder = useReorderPhaseTemplates(companyId);
  const [dialog, setDialog] = useState<PhaseListDialog<PhaseTemplate>>(null);
  const list = templates.data ?? [];

  const addButton = canEdit ? (
    <Button onClick={() => setDialog({ action: 'add' })}>
      <Plus aria-hidden="true" />
      {t('phases:add')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title={t('phases:templates.title')}
        description={t('phases:templates.description')}
        actions={list.length > 0 ? addButton : null}
      />
      <PhaseTable
        label={t('phases:templates.tableLabel')}
        columns={templateColumns}
        query={templates}
        reorder={canEdit ? reorder : undefined}
        onDialog={setDialog}
        empty={
          <EmptyState icon={ListChecks} title={t('phases:templates.emptyTitle')} action={addButton}>
            {t('phases:templates.empty')}
          </EmptyState>
        }
      />

      <PhaseListDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        withDates={false}
        save={({ name, description, stage }, template) =>
          template
            ? update.mutateAsync({
                id: template.id,
                body: { name, description, stage },
                version: template.version,
              })
            : create.mutateAsync({ name, description, stage })
        }
        remove={remove}
      />
    </>
  );
}
