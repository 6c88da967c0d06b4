import { Eye, FileText, MoreHorizontal, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useUser } from '../../auth/api';
import { EditProjectDialog } from '../../projects/components/edit-project-dialog';
import type { DashboardProject } from '../api';
import { canCreateInvoices } from '../can-invoice';

/** The card's Actions menu. Employees may not create invoices, so they do not see 'Generate Invoice'. */
export function ProjectActionsMenu({ project }: { project: DashboardProject }) {
  const { user } = useUser();
  const [editOpen, setEditOpen] = useState(false);
  const mayInvoice = canCreateInvoices(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Actions for ${project.name}`}
            className="-mt-1 -mr-2"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link to={`/projects/${project.id}`}>
              <Eye aria-hidden="true" />
              View Details
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setEditOpen(true)}>
            <Pencil aria-hidden="true" />
            Edit Project
          </DropdownMenuItem>
          {mayInvoice ? (
            <DropdownMenuItem asChild>
              <Link to={`/finances/invoices/new?projectId=${project.id}`}>
                <FileText aria-hidden="true" />
                Generate Invoice
              </Link>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <EditProjectDialog projectId={project.id} open={editOpen} onOpenChange={setEditOpen} />
    </>
  );
}
