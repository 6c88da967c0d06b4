import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Inbox, Search, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { OutboxMail } from '../../../../domain/contracts/outbox';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
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
        <div className="flex flex-col gap-3 border-slate-200 border-b p-4 sm:flex-row sm:items-center">
          <div className="relative w-full sm:max-w-sm">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search e-mails"
              placeholder="Search recipient or subject..."
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {list.isFetching && !list.isPending && !list.isFetchingNextPage ? (
            <span className="text-slate-500 text-xs" aria-live="polite">
              Searching...
            </span>
          ) : null}
        </div>
        {body}
        {rows.length > 0 ? (
          <div className="flex flex-col items-center gap-3 border-slate-200 border-t px-4 py-3 text-slate-500 text-sm sm:flex-row sm:justify-between">
            <p aria-live="polite">
              Showing {rows.length} of {total} e-mails
            </p>
            {list.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
                loadingText="Loading..."
              >
                Load more
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
