import '#domain/messages/load/estimates';
import { Slider } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import {
  DEPOSIT_PERCENTAGE_MAX,
  DEPOSIT_PERCENTAGE_MIN,
  DEPOSIT_PERCENTAGE_STEP,
} from '#domain/payment-schedule';
import { Label } from '#web/components/ui/label';
import { t } from '#web/lib/i18n';

type DepositSliderProps = {
  value: number;
  disabled: boolean;
  /** Called once the thumb is released (or a key moved it), not on every step of a drag. */
  onCommit: (value: number) => void;
};

/** The deposit percentage slider: 10-50 % in steps of 5, shown as a percent. */
export function DepositSlider({ value, disabled, onCommit }: DepositSliderProps) {
  const id = useId();
  const [shown, setShown] = useState(value);
  // A saved or refused change (or another user's) moves the thumb back to what the server holds.
  useEffect(() => setShown(value), [value]);
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{t('estimates:depositPercentage')}</Label>
        <span className="font-semibold text-slate-900 tabular-nums" aria-hidden="true">
          {shown}%
        </span>
      </div>
      <Slider.Root
        className="relative flex h-5 w-full touch-none select-none items-center data-[disabled]:opacity-50"
        min={DEPOSIT_PERCENTAGE_MIN}
        max={DEPOSIT_PERCENTAGE_MAX}
        step={DEPOSIT_PERCENTAGE_STEP}
        value={[shown]}
        disabled={disabled}
        onValueChange={([next]) => next !== undefined && setShown(next)}
        onValueCommit={([next]) => next !== undefined && next !== value && onCommit(next)}
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          id={id}
          aria-label={t('estimates:depositPercentage')}
          aria-valuetext={`${shown}%`}
          className="block size-5 rounded-full border-2 border-primary bg-white shadow focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 data-[disabled]:cursor-not-allowed"
        />
      </Slider.Root>
      <div className="flex justify-between text-slate-500 text-xs" aria-hidden="true">
        <span>{DEPOSIT_PERCENTAGE_MIN}%</span>
        <span>{DEPOSIT_PERCENTAGE_MAX}%</span>
      </div>
    </div>
  );
}
