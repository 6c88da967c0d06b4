import '#domain/messages/load/dashboard';
import { Eye, FileText, MoreHorizontal, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardProject } from '#domain/contracts/dashboard';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';

// The edit form's code (form library, customer search) loads only when someone edits from the dashboard.
const EditProjectDialog = lazy(() =>
  import('../../projects/components/edit-project-dialog').then((m) => ({ default: m.EditProjectDialog })),
);

/** The card's Actions menu. Employees may not create invoices, so they do not see 'Generate Invoice'. */
export function ProjectActionsMenu({ project }: { project: DashboardProject }) {
  const { user } = useUser();
  const [editOpen, setEditOpen] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const [editMounted, setEditMounted] = useState(false);
  const mayInvoice = can(user, 'manageInvoices');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('dashboard:project.actionsFor', { name: project.name })}
            className="-mt-1 -mr-2"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link to={href('/projects/:id', { id: project.id })}>
              <Eye aria-hidden="true" />
              {t('dashboard:project.viewDetails')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              setEditMounted(true);
              setEditOpen(true);
            }}
          >
            <Pencil aria-hidden="true" />
            {t('dashboard:project.edit')}
          </DropdownMenuItem>
          {mayInvoice ? (
            <DropdownMenuItem asChild>
              <Link to={href('/finances/invoices/new', { projectId: project.id })}>
                <FileText aria-hidden="true" />
                {t('dashboard:project.generateInvoice')}
              </Link>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {editMounted ? (
        <Suspense fallback={null}>
          <EditProjectDialog projectId={project.id} open={editOpen} onOpenChange={setEditOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
