import { Eye, FolderPlus, MoreHorizontal, Pencil, Receipt, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

type CustomerRowActionsProps = {
  customerId: number;
  name: string;
  canDelete: boolean;
  canInvoice: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** The row's actions menu: View Details, Edit Customer, Create Project, Generate Invoice, Delete. */
export function CustomerRowActions({
  customerId,
  name,
  canDelete,
  canInvoice,
  onEdit,
  onDelete,
}: CustomerRowActionsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48">
        <DropdownMenuItem asChild>
          <Link to={`/customers/${customerId}`}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          Edit Customer
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/projects/new?customerId=${customerId}`}>
            <FolderPlus aria-hidden="true" />
            Create Project
          </Link>
        </DropdownMenuItem>
        {canInvoice ? (
          <DropdownMenuItem asChild>
            <Link to={`/finances/invoices/new?customerId=${customerId}`}>
              <Receipt aria-hidden="true" />
              Generate Invoice
            </Link>
          </DropdownMenuItem>
        ) : null}
        {canDelete ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
