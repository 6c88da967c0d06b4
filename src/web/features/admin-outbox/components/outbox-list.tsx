import '#domain/messages/load/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { OutboxMail } from '#domain/contracts/outbox';
import { formatDate, formatTime } from '#domain/format';
import { t } from '#web/lib/i18n';
import { DeliveryBadge, KeptReason } from './delivery-badge';

const column = createColumnHelper<OutboxMail>();

/** The subject opens the message; a button, so it is reachable by keyboard and says what it does. */
function SubjectButton({ mail, onOpen }: { mail: OutboxMail; onOpen: (mail: OutboxMail) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(mail)}
      className="max-w-full truncate rounded-sm text-left font-medium text-slate-900 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      title={mail.subject}
    >
      {mail.subject}
    </button>
  );
}

/** The outbox's columns; the subject opens the mail with `onOpen`. */
export function outboxColumns(onOpen: (mail: OutboxMail) => void) {
  return [
    column.accessor('to', {
      header: t('admin:outbox.columns.to'),
      cell: ({ getValue }) => <span title={getValue()}>{getValue()}</span>,
      meta: { width: 'w-[24%]', className: 'truncate' },
    }),
    column.display({
      id: 'subject',
      header: t('admin:outbox.columns.subject'),
      cell: ({ row }) => <SubjectButton mail={row.original} onOpen={onOpen} />,
      meta: { card: 'title' },
    }),
    column.accessor('companyName', {
      header: t('admin:outbox.columns.company'),
      cell: ({ getValue }) =>
        getValue() ?? <span className="text-slate-500">{t('admin:outbox.system')}</span>,
      meta: { width: 'w-[18%]', className: 'truncate' },
    }),
    column.accessor('createdAt', {
      header: t('admin:outbox.columns.created'),
      cell: ({ getValue }) => `${formatDate(getValue())} ${formatTime(getValue())}`,
      meta: { width: 'w-44', className: 'whitespace-nowrap' },
    }),
    column.display({
      id: 'status',
      header: t('admin:outbox.columns.status'),
      cell: ({ row }) => (
        <>
          <DeliveryBadge mail={row.original} />
          <KeptReason mail={row.original} className="mt-1 block text-slate-500 text-xs" />
        </>
      ),
      meta: { width: 'w-40', card: 'aside' },
    }),
  ];
}
