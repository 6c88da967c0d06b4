import '#domain/messages/load/admin';
import { Fragment, type ReactNode } from 'react';
import type { OutboxMail } from '#domain/contracts/outbox';
import { formatDate, formatTime } from '#domain/format';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { t } from '#web/lib/i18n';
import { deliveryStatus } from '../delivery-status';
import { splitLinks } from '../mail-text';
import { DeliveryBadge } from './delivery-badge';

const when = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The body as written, its web addresses made links that open in a new tab. */
function MailText({ text }: { text: string }) {
  return splitLinks(text).map((part, i) =>
    part.kind === 'link' ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        key={i}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2 hover:text-primary/80"
      >
        {part.href}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/** One mail as it was written: its envelope facts, then the plain-text body, wrapped but otherwise untouched. */
export function MailDialog({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const status = mail ? deliveryStatus(mail) : null;
  return (
    <Dialog open={mail !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="md:max-w-2xl">
        {mail && status ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{mail.subject}</DialogTitle>
              <DialogDescription>{t('admin:outbox.mail.to', { to: mail.to })}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-2 text-sm">
              <Row label={t('admin:outbox.mail.company')}>{mail.companyName ?? t('admin:outbox.system')}</Row>
              <Row label={t('admin:outbox.mail.created')}>{when(mail.createdAt)}</Row>
              <Row label={t('admin:outbox.mail.status')}>
                <span className="flex flex-wrap items-center gap-2">
                  <DeliveryBadge mail={mail} />
                  <span className={status.kind === 'failed' ? 'text-destructive' : 'text-slate-600'}>
                    {status.detail}
                  </span>
                </span>
              </Row>
            </dl>
            <section aria-label={t('admin:outbox.mail.message')} className="min-w-0">
              <pre className="max-h-[50vh] overflow-auto whitespace-pre-wrap wrap-anywhere rounded-md border border-slate-200 bg-slate-50 p-4 font-sans text-slate-800 text-sm">
                <MailText text={mail.text} />
              </pre>
            </section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
