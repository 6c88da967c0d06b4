import '#domain/messages/load/selections';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Selection, SelectionOption } from '#domain/contracts/selections';
import { fromUnits, toUnits } from '#domain/pricing';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { useChooseOption, useUploadOptionPhoto } from '../api';
import { ChooseOptionDialog } from './choose-option-dialog';
import { differenceFromAllowance } from './difference-amount';
import { OptionCard } from './option-card';

/** The photo types an option takes (the server checks the bytes). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/heic';

/**
 * A selection's options as cards with their photos: price, difference from the allowance, vendor. While open,
 * managers choose one for the client (final, after a confirmation naming the change order it makes) and upload
 * photos.
 */
export function OptionCards({ selection }: { selection: Selection }) {
  const [choosing, setChoosing] = useState<SelectionOption | null>(null);
  const choose = useChooseOption(selection);
  const open = selection.status === 'open' || selection.status === 'overdue';
  const mayChoose = open && selection.canManage;
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
              option={option}
              // The staff address sends the photo as an attachment unless asked for it inline.
              photoUrl={option.photoUrl ? `${option.photoUrl}?inline=1` : null}
              vendorName={option.vendorName}
              chosen={selection.chosenOptionId === option.id}
              allowanceAmount={selection.allowanceAmount}
              headingLevel="h4"
              mayChoose={mayChoose}
              chooseLabel={t('selections:screen.choose')}
              onChoose={() => setChoosing(option)}
              actions={<PhotoUpload projectId={selection.projectId} option={option} />}
            />
          </li>
        ))}
      </ul>
      <ChooseOptionDialog
        option={choosing}
        text={(option) =>
          `${t('selections:screen.chooseText', {
            option: option.name,
            price: option.price,
            allowance: selection.allowanceAmount ?? '0',
          })} ${differenceText(differenceFromAllowance(option.price, selection.allowanceAmount))}`
        }
        pending={choose.isPending}
        onConfirm={(option) => choose.mutate(option.id, { onSettled: () => setChoosing(null) })}
        onClose={() => setChoosing(null)}
      />
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

/** Uploads a photo for an option (a new one replaces the old). */
function PhotoUpload({ projectId, option }: { projectId: number; option: SelectionOption }) {
  const upload = useUploadOptionPhoto(projectId);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
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
    </>
  );
}
