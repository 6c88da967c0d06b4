import '#domain/messages/load/selections';
import { Check, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { DifferenceAmount, differenceFromAllowance } from './difference-amount';

/** What a card shows of an option: the fields the staff and the client answers both have. */
export type OptionCardOption = { name: string; description: string | null; price: string };

/**
 * One option of a selection as a card, for staff and for the client in the portal alike: photo, name, price and
 * the difference from the allowance, and the button that starts choosing it. Only what the portal may download
 * belongs here (no staff api hooks or contract values): the portal's page has a script budget.
 */
export function OptionCard({
  option,
  photoUrl,
  vendorName,
  chosen,
  allowanceAmount,
  headingLevel: Heading,
  mayChoose,
  chooseLabel,
  onChoose,
  actions,
}: {
  option: OptionCardOption;
  /** Staff and the client read photos at different addresses; null without a photo. */
  photoUrl: string | null;
  /** Staff only: the client never learns the vendor behind an option. */
  vendorName?: string | null;
  chosen: boolean;
  /** The selection's allowance; null (no allowance line) leaves the difference out. */
  allowanceAmount: string | null;
  /** One level under the heading of the selection the card is listed in. */
  headingLevel: 'h3' | 'h4';
  mayChoose: boolean;
  chooseLabel: string;
  onChoose: () => void;
  /** Buttons beside the choose button; without them, the choose button spans the card. */
  actions?: ReactNode;
}) {
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-sm',
        chosen ? 'border-green-600 ring-2 ring-green-600' : 'border-slate-200',
      )}
    >
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={t('selections:screen.photoAlt', { name: option.name })}
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-500 text-sm">
          <ImageOff className="size-6" aria-hidden="true" />
          {t('selections:screen.noPhoto')}
        </div>
      )}
      <div className="grid flex-1 content-start gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading className="font-semibold text-slate-900">{option.name}</Heading>
          {chosen ? (
            <Badge variant="green">
              <Check className="mr-1 size-3" aria-hidden="true" />
              {t('selections:screen.chosen')}
            </Badge>
          ) : null}
        </div>
        {option.description ? <p className="text-slate-600 text-sm">{option.description}</p> : null}
        {vendorName ? (
          <p className="text-slate-500 text-xs">{t('selections:screen.vendor', { name: vendorName })}</p>
        ) : null}
        <p className="mt-1 font-semibold text-lg text-slate-900 tabular-nums">{formatMoney(option.price)}</p>
        {allowanceAmount !== null ? (
          <p className="text-sm">
            <DifferenceAmount amount={differenceFromAllowance(option.price, allowanceAmount)} />
          </p>
        ) : null}
      </div>
      {mayChoose ? (
        <div className="flex flex-wrap gap-2 border-slate-100 border-t p-3">
          <Button size="sm" className={actions ? undefined : 'w-full'} onClick={onChoose}>
            {chooseLabel}
          </Button>
          {actions}
        </div>
      ) : null}
    </article>
  );
}
