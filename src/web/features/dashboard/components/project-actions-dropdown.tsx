import '#domain/messages/load/dashboard';
import { Eye, FileText, Pencil } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { DashboardProject } from '#domain/contracts/dashboard';
import { href } from '#web/app/paths';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { t } from '#web/lib/i18n';

type Props = { project: DashboardProject; trigger: ReactElement; mayInvoice: boolean; onEdit: () => void };

/** The card's Actions menu itself, loaded on the first press of its button (project-actions-menu.tsx): it opens at once. */
export default function ProjectActionsDropdown({ project, trigger, mayInvoice, onEdit }: Props) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to={href('/projects/:id', { id: project.id })}>
            <Eye aria-hidden="true" />
            {t('dashboard:project.viewDetails')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onEdit}>
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
  );
}
