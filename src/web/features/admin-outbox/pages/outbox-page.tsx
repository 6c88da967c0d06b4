import { Inbox, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { OutboxMail } from '#domain/contracts/outbox';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { usePagedList } from '#web/lib/paged-list';
import { outboxListState, outboxQuery } from '../api';
import { MailDialog } from '../components/mail-dialog';
import { outboxColumns } from '../components/outbox-list';

/** /admin/outbox (docs/product.md#administration): every mail the application wrote, delivered or only kept here. */
export default function OutboxPage() {
  const list = usePagedList(outboxListState, outboxQuery);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const columns = useMemo(() => outboxColumns(setOpen), []);

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the application has written, newest first. Without a mail server (SMTP_URL) they stay here."
      />
      <Card>
        <DataTable
          label="E-mails"
          columns={columns}
          rows={list.rows}
          getRowId={(mail) => mail.id}
          query={list.query}
          errorTitle="Error loading e-mails"
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title="No e-mails found">
              No e-mails match your search for "{list.state.search}".
            </EmptyState>
          }
          empty={
            <EmptyState icon={Inbox} title="No e-mails yet">
              Estimates, password reset links and other mail the application sends will appear here.
            </EmptyState>
          }
          toolbar={
            <ListSearch
              label="Search e-mails"
              placeholder="Search recipient or subject..."
              {...list.search}
            />
          }
          footer={<ListPager inCard noun="e-mails" {...list.pager} />}
        />
      </Card>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
