import '#domain/messages/load/dashboard';
import { Eye, FileText, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DashboardProject } from '#domain/contracts/dashboard';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useUser } from '../../auth/api';

// The edit form's code (form library, customer search) loads only when someone edits from the dashboard.
const EditProjectDialog = lazy(() =>
  import('../../projects/components/edit-project-dialog').then((m) => ({ default: m.EditProjectDialog })),
);

/**
 * The card's Actions menu, the lists' row menu (loaded on its first press). Employees may not create invoices, so
 * they do not see 'Generate Invoice'.
 */
export function ProjectActionsMenu({ project }: { project: DashboardProject }) {
  const { user } = useUser();
  const [editOpen, setEditOpen] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const editMounted = useOpenedOnce(editOpen);
  return (
    <>
      <RowActionsMenu
        name={project.name}
        label={t('dashboard:project.actionsFor', { name: project.name })}
        className="-mt-1 -mr-2"
        actions={[
          {
            label: t('dashboard:project.viewDetails'),
            icon: Eye,
            to: href('/projects/:id', { id: project.id }),
          },
          { label: t('dashboard:project.edit'), icon: Pencil, onSelect: () => setEditOpen(true) },
          {
            label: t('dashboard:project.generateInvoice'),
            icon: FileText,
            to: href('/finances/invoices/new', { projectId: project.id }),
            hidden: !can(user, 'manageInvoices'),
          },
        ]}
      />
      {editMounted ? (
        <Suspense fallback={null}>
          <EditProjectDialog projectId={project.id} open={editOpen} onOpenChange={setEditOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
