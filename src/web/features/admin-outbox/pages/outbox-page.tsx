import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Inbox, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { OutboxMail } from '../../../../domain/contracts/outbox';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSearch, LoadMore } from '../../../components/ui/list-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { outboxQuery } from '../api';
import { MailDialog } from '../components/mail-dialog';
import { OutboxList, OutboxListSkeleton } from '../components/outbox-list';

/** /admin/outbox (RULINGS, E-mail): every mail the application wrote, delivered or only kept here. */
export default function OutboxPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const list = useInfiniteQuery({ ...outboxQuery(debounced), placeholderData: keepPreviousData });

  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;

  let body: ReactNode;
  if (list.isPending) {
    body = <OutboxListSkeleton />;
  } else if (list.isError && rows.length === 0) {
    body = (
      <div className="p-4">
        <ErrorState
          title="Error loading e-mails"
          message={errorMessage(list.error, 'An unexpected error occurred')}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  } else if (rows.length === 0 && debounced) {
    body = (
      <EmptyState icon={SearchX} title="No e-mails found" className="m-4">
        No e-mails match your search for "{debounced}".
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState icon={Inbox} title="No e-mails yet" className="m-4">
        Estimates, password reset links and other mail the application sends will appear here.
      </EmptyState>
    );
  } else {
    body = <OutboxList rows={rows} onOpen={setOpen} />;
  }

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the application has written, newest first. Without a mail server (SMTP_URL) they stay here."
      />
      <Card>
        <ListSearch
          label="Search e-mails"
          placeholder="Search recipient or subject..."
          value={search}
          onChange={setSearch}
          query={list}
        />
        {body}
        <LoadMore inCard shown={rows.length} total={total} noun="e-mails" query={list} />
      </Card>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
