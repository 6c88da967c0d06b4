import '#domain/messages/load/admin';
import { Inbox, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { OutboxMail } from '#domain/contracts/outbox';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { outboxQuery } from '../api';
import { MailDialog } from '../components/mail-dialog';
import { outboxColumns } from '../components/outbox-list';
import { outboxListState } from '../list-state';

/** /admin/outbox (docs/product.md#administration): every mail the application wrote, delivered or only kept here. */
export default function OutboxPage() {
  const list = usePagedList(outboxListState, outboxQuery);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const columns = useMemo(() => outboxColumns(setOpen), []);

  return (
    <>
      <PageHeader title={t('admin:outbox.title')} description={t('admin:outbox.description')} />
      <Card>
        <DataTable
          label={t('admin:outbox.label')}
          columns={columns}
          rows={list.rows}
          getRowId={(mail) => mail.id}
          query={list.query}
          errorTitle={t('admin:outbox.loadError')}
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title={t('admin:outbox.noResultsTitle')}>
              {t('admin:outbox.noResults', { search: list.state.search })}
            </EmptyState>
          }
          empty={
            <EmptyState icon={Inbox} title={t('admin:outbox.emptyTitle')}>
              {t('admin:outbox.empty')}
            </EmptyState>
          }
          toolbar={
            <ListSearch
              label={t('admin:outbox.search')}
              placeholder={t('admin:outbox.searchPlaceholder')}
              {...list.search}
            />
          }
          footer={<ListPager inCard noun={t('admin:outbox.noun')} {...list.pager} />}
        />
      </Card>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
