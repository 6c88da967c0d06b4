import '#domain/messages/load/selections';
import { Check, ImageOff, ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Selection, SelectionOption } from '#domain/contracts/selections';
import { formatMoney } from '#domain/format';
import { fromUnits, toUnits } from '#domain/pricing';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { useChooseOption, useUploadOptionPhoto } from '../api';
import { DifferenceAmount } from './difference-amount';

/** The photo types an option takes (the server checks the bytes). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/heic';

/** Price - allowance, as the choice will freeze it (the allowance is 0 without an allowance line). */
const differenceOf = (option: SelectionOption, selection: Selection) =>
  fromUnits(toUnits(option.price) - toUnits(selection.allowanceAmount ?? '0'));

/**
 * A selection's options as cards with their photos: price, difference from the allowance, vendor. While open,
 * managers choose one for the client (final, after a confirmation naming the change order it makes) and upload
 * photos.
 */
export function OptionCards({ selection }: { selection: Selection }) {
  const [choosing, setChoosing] = useState<SelectionOption | null>(null);
  const choose = useChooseOption(selection);
  const open = selection.status === 'open' || selection.status === 'overdue';
  return (
    <section aria-labelledby={`options-${selection.id}`} className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id={`options-${selection.id}`} className="font-semibold text-base text-slate-900">
          {t('selections:screen.optionsTitle', { title: selection.title })}
        </h3>
        {selection.description ? <p className="text-slate-600 text-sm">{selection.description}</p> : null}
        <p className="text-slate-500 text-sm">
          {selection.chosenAt && selection.chosenByName
            ? t('selections:screen.chosenBy', { name: selection.chosenByName, day: selection.chosenAt })
            : selection.dueDate
              ? t('selections:screen.dueOn', { day: selection.dueDate })
              : null}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {selection.options.map((option) => (
          <li key={option.id}>
            <OptionCard
              selection={selection}
              option={option}
              mayChoose={open && selection.canManage}
              onChoose={() => setChoosing(option)}
            />
          </li>
        ))}
      </ul>
      <AlertDialog open={choosing !== null} onOpenChange={(next) => (next ? undefined : setChoosing(null))}>
        <AlertDialogContent>
          {choosing ? (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  {t('selections:screen.chooseTitle', { option: choosing.name })}
                </AlertDialogTitle>
                <AlertDialogDescription>
                  {t('selections:screen.chooseText', {
                    option: choosing.name,
                    price: choosing.price,
                    allowance: selection.allowanceAmount ?? '0',
                  })}{' '}
                  {differenceText(differenceOf(choosing, selection))}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={choose.isPending}>{t('common:cancel')}</AlertDialogCancel>
                <Button
                  loading={choose.isPending}
                  loadingText={t('selections:screen.choosing')}
                  onClick={() => choose.mutate(choosing.id, { onSettled: () => setChoosing(null) })}
                >
                  {t('selections:screen.chooseConfirm')}
                </Button>
              </AlertDialogFooter>
            </>
          ) : null}
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function differenceText(difference: string): string {
  const units = toUnits(difference);
  if (units === 0n) return t('selections:screen.chooseNoDifference');
  return units > 0n
    ? t('selections:screen.chooseDifferenceOverage', { amount: difference })
    : t('selections:screen.chooseDifferenceCredit', { amount: fromUnits(-units) });
}

function OptionCard({
  selection,
  option,
  mayChoose,
  onChoose,
}: {
  selection: Selection;
  option: SelectionOption;
  mayChoose: boolean;
  onChoose: () => void;
}) {
  const chosen = selection.chosenOptionId === option.id;
  const upload = useUploadOptionPhoto(selection.projectId);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-sm',
        chosen ? 'border-green-600 ring-2 ring-green-600' : 'border-slate-200',
      )}
    >
      {option.photoUrl ? (
        <img
          src={`${option.photoUrl}?inline=1`}
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
          <h4 className="font-semibold text-slate-900">{option.name}</h4>
          {chosen ? (
            <Badge variant="green">
              <Check className="mr-1 size-3" aria-hidden="true" />
              {t('selections:screen.chosen')}
            </Badge>
          ) : null}
        </div>
        {option.description ? <p className="text-slate-600 text-sm">{option.description}</p> : null}
        {option.vendorName ? (
          <p className="text-slate-500 text-xs">
            {t('selections:screen.vendor', { name: option.vendorName })}
          </p>
        ) : null}
        <p className="mt-1 font-semibold text-lg text-slate-900 tabular-nums">{formatMoney(option.price)}</p>
        {selection.allowanceAmount !== null ? (
          <p className="text-sm">
            <DifferenceAmount amount={differenceOf(option, selection)} />
          </p>
        ) : null}
      </div>
      {mayChoose ? (
        <div className="flex flex-wrap gap-2 border-slate-100 border-t p-3">
          <Button size="sm" onClick={onChoose}>
            {t('selections:screen.choose')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={upload.isPending}
            aria-label={t('selections:screen.uploadPhoto', { name: option.name })}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={PHOTO_ACCEPT}
            className="hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate({ optionId: option.id, file });
            }}
          />
        </div>
      ) : null}
    </article>
  );
}
