import '#domain/messages/load/dashboard';
import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DashboardProject } from '#domain/contracts/dashboard';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useUser } from '../../auth/api';

// The menu (Radix Menu and its positioning, 15 KB) loads on the first press of a card's Actions button, not
// with the dashboard; the edit form's code (form library, customer search) only when someone edits.
const ProjectActionsDropdown = lazy(() => import('./project-actions-dropdown'));
const EditProjectDialog = lazy(() =>
  import('../../projects/components/edit-project-dialog').then((m) => ({ default: m.EditProjectDialog })),
);

/** The card's Actions menu. Employees may not create invoices, so they do not see 'Generate Invoice'. */
export function ProjectActionsMenu({ project }: { project: DashboardProject }) {
  const { user } = useUser();
  const [menuWanted, setMenuWanted] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const editMounted = useOpenedOnce(editOpen);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('dashboard:project.actionsFor', { name: project.name })}
      aria-haspopup="menu"
      className="-mt-1 -mr-2"
      onClick={menuWanted ? undefined : () => setMenuWanted(true)}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  return (
    <>
      {menuWanted ? (
        <Suspense fallback={trigger}>
          <ProjectActionsDropdown
            project={project}
            trigger={trigger}
            mayInvoice={can(user, 'manageInvoices')}
            onEdit={() => setEditOpen(true)}
          />
        </Suspense>
      ) : (
        trigger
      )}
      {editMounted ? (
        <Suspense fallback={null}>
          <EditProjectDialog projectId={project.id} open={editOpen} onOpenChange={setEditOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
