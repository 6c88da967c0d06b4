import '#domain/messages/load/calendar';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { CalendarFeed, CalendarFeedScope } from '#domain/contracts/calendar';
import { formatDateLong } from '#domain/format';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { copyToClipboard } from '#web/lib/clipboard';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { feedsQuery, useCreateFeed, useRevokeFeed } from '../api';

/**
 * Subscribe's dialog: the private iCal URLs (docs/product.md#calendar) of the caller and of the company, made, shown
 * once and revoked here, with how to add one to a phone's calendar. It loads when Subscribe is first pressed
 * (subscribe-button.tsx).
 */
export function SubscribeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{t('calendar:subscribe.title')}</DialogTitle>
          <DialogDescription>{t('calendar:subscribe.description')}</DialogDescription>
        </DialogHeader>
        {open ? <FeedPanels /> : null}
        <div className="grid gap-1 rounded-md bg-slate-50 p-3 text-slate-700 text-sm">
          <p className="font-medium text-slate-900">{t('calendar:subscribe.onPhone')}</p>
          <p>{t('calendar:subscribe.iphone')}</p>
          <p>{t('calendar:subscribe.android')}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function FeedPanels() {
  const { user } = useUser();
  const feeds = useQuery(feedsQuery);
  const find = (scope: CalendarFeedScope) => feeds.data?.find((f) => f.scope === scope) ?? null;
  if (feeds.isPending) return <p className="text-slate-600 text-sm">{t('calendar:subscribe.loading')}</p>;
  if (feeds.isError) return <p className="text-destructive text-sm">{t('calendar:subscribe.loadError')}</p>;
  return (
    <div className="grid gap-4">
      <FeedPanel
        scope="user"
        title={t('calendar:subscribe.user.title')}
        text={t('calendar:subscribe.user.text')}
        feed={find('user')}
        mayManage
      />
      <FeedPanel
        scope="company"
        title={t('calendar:subscribe.company.title')}
        text={t('calendar:subscribe.company.text')}
        feed={find('company')}
        mayManage={can(user, 'manageCompanyFeed')}
      />
    </div>
  );
}

function FeedPanel({
  scope,
  title,
  text,
  feed,
  mayManage,
}: {
  scope: CalendarFeedScope;
  title: string;
  text: string;
  feed: CalendarFeed | null;
  mayManage: boolean;
}) {
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const copy = (value: string) => copyToClipboard(value, t('calendar:subscribe.url'));
  return (
    <section className="grid gap-2 rounded-md border border-slate-200 p-3" aria-label={title}>
      <h3 className="font-medium text-slate-900">{title}</h3>
      <p className="text-slate-600 text-sm">{text}</p>
      <p className="text-sm">
        {feed
          ? t('calendar:subscribe.activeSince', { date: formatDateLong(feed.createdAt, '') })
          : t('calendar:subscribe.none')}
      </p>
      {url ? (
        <div className="grid gap-1">
          <div className="flex gap-2">
            <Input
              readOnly
              value={url}
              aria-label={t('calendar:subscribe.urlLabel', { title })}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" />
              {t('calendar:subscribe.copy')}
            </Button>
          </div>
          <p className="text-slate-600 text-xs">{t('calendar:subscribe.shownOnce')}</p>
        </div>
      ) : null}
      {mayManage ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant={feed ? 'outline' : 'primary'}
            loading={create.isPending}
            loadingText={t('calendar:subscribe.creating')}
            onClick={() => create.mutate(scope, { onSuccess: (created) => setUrl(created.url) })}
          >
            {feed ? t('calendar:subscribe.newUrl') : t('calendar:subscribe.createUrl')}
          </Button>
          {feed ? (
            <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
              {t('calendar:subscribe.revoke')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-slate-600 text-xs">{t('calendar:subscribe.managersOnly')}</p>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        item={t('calendar:subscribe.item')}
        description={t('calendar:subscribe.revokeDescription')}
        confirmLabel={t('calendar:subscribe.revoke')}
        pendingLabel={t('calendar:subscribe.revoking')}
        pending={revoke.isPending}
        onConfirm={() =>
          feed &&
          revoke.mutate(feed.id, {
            onSuccess: () => {
              setConfirming(false);
              setUrl(null);
            },
          })
        }
      />
    </section>
  );
}
