import '#domain/messages/load/customers';
import { Eye, FolderPlus, Pencil, Receipt, Trash2 } from 'lucide-react';
import { href } from '#web/app/paths';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';

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
        {
          label: t('customers:actions.viewDetails'),
          icon: Eye,
          to: href('/customers/:id', { id: customerId }),
        },
        { label: t('customers:edit'), icon: Pencil, onSelect: onEdit },
        {
          label: t('customers:actions.createProject'),
          icon: FolderPlus,
          to: href('/projects/new', { customerId }),
        },
        {
          label: t('customers:actions.generateInvoice'),
          icon: Receipt,
          to: href('/finances/invoices/new', { customerId }),
          hidden: !canInvoice,
        },
        {
          label: t('common:delete'),
          icon: Trash2,
          onSelect: onDelete,
          destructive: true,
          hidden: !canDelete,
        },
      ]}
    />
  );
}
