import { useQuery } from '@tanstack/react-query';
import { Copy, Rss } from 'lucide-react';
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
import { useUser } from '../../auth/api';
import { feedsQuery, useCreateFeed, useRevokeFeed } from '../api';

/**
 * Subscribe: the private iCal URLs (docs/product.md#calendar) of the caller and of the company, made, shown once and
 * revoked here, with how to add one to a phone's calendar.
 */
export function SubscribeButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Rss aria-hidden="true" />
        Subscribe
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="md:max-w-[600px]">
          <DialogHeader>
            <DialogTitle>Subscribe to the calendar</DialogTitle>
            <DialogDescription>
              A private address that phone and desktop calendars read. Anyone who has it sees what the feed
              shows, so keep it to yourself; revoke it if it leaks.
            </DialogDescription>
          </DialogHeader>
          {open ? <FeedPanels /> : null}
          <div className="grid gap-1 rounded-md bg-slate-50 p-3 text-slate-700 text-sm">
            <p className="font-medium text-slate-900">On a phone</p>
            <p>
              iPhone: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar; paste the
              URL.
            </p>
            <p>
              Android: in Google Calendar on a computer, Other calendars, From URL; paste the URL. It shows on
              the phone once synced.
            </p>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

function FeedPanels() {
  const { user } = useUser();
  const feeds = useQuery(feedsQuery);
  const find = (scope: CalendarFeedScope) => feeds.data?.find((f) => f.scope === scope) ?? null;
  if (feeds.isPending) return <p className="text-slate-600 text-sm">Loading feeds...</p>;
  if (feeds.isError) return <p className="text-destructive text-sm">Could not load the feeds.</p>;
  return (
    <div className="grid gap-4">
      <FeedPanel
        scope="user"
        title="My calendar"
        text="Your tasks and the events you created or whose task is yours."
        feed={find('user')}
        mayManage
      />
      <FeedPanel
        scope="company"
        title="Company calendar"
        text="Every event, task, invoice and expense of the company, from 3 months back to 12 months ahead."
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
  const copy = (value: string) => copyToClipboard(value, 'URL');
  return (
    <section className="grid gap-2 rounded-md border border-slate-200 p-3" aria-label={title}>
      <h3 className="font-medium text-slate-900">{title}</h3>
      <p className="text-slate-600 text-sm">{text}</p>
      <p className="text-sm">
        {feed ? `Active since ${formatDateLong(feed.createdAt, '')}.` : 'No feed URL yet.'}
      </p>
      {url ? (
        <div className="grid gap-1">
          <div className="flex gap-2">
            <Input readOnly value={url} aria-label={`${title} feed URL`} onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" />
              Copy URL
            </Button>
          </div>
          <p className="text-slate-600 text-xs">Copy it now: it is shown only once.</p>
        </div>
      ) : null}
      {mayManage ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant={feed ? 'outline' : 'primary'}
            loading={create.isPending}
            loadingText="Creating..."
            onClick={() => create.mutate(scope, { onSuccess: (created) => setUrl(created.url) })}
          >
            {feed ? 'New URL' : 'Create URL'}
          </Button>
          {feed ? (
            <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
              Revoke
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-slate-600 text-xs">A manager or an administrator makes the company feed.</p>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        item="feed URL"
        description="Calendars subscribed to this URL stop updating. This cannot be undone."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
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
