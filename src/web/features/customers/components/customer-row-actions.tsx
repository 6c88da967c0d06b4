import { Eye, FolderPlus, Pencil, Receipt, Trash2 } from 'lucide-react';
import { href } from '#web/app/paths';
import { RowActionsMenu } from '#web/components/ui/row-actions';

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
    <RowActionsMenu
      name={name}
      actions={[
        { label: 'View Details', icon: Eye, to: href('/customers/:id', { id: customerId }) },
        { label: 'Edit Customer', icon: Pencil, onSelect: onEdit },
        { label: 'Create Project', icon: FolderPlus, to: href('/projects/new', { customerId }) },
        {
          label: 'Generate Invoice',
          icon: Receipt,
          to: href('/finances/invoices/new', { customerId }),
          hidden: !canInvoice,
        },
        { label: 'Delete', icon: Trash2, onSelect: onDelete, destructive: true, hidden: !canDelete },
      ]}
    />
  );
}
