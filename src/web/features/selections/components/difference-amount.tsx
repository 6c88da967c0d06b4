import '#domain/messages/load/selections';
import { formatMoney } from '#domain/format';
import { fromUnits, toUnits } from '#domain/pricing';
import { t } from '#web/lib/i18n';

/** Price - allowance, as the choice will freeze it (the allowance is 0 without an allowance line). */
export const differenceFromAllowance = (price: string, allowance: string | null) =>
  fromUnits(toUnits(price) - toUnits(allowance ?? '0'));

/** A price against the allowance: an overage (+, amber) or a credit (green), named in words as well as colour. */
export function DifferenceAmount({ amount }: { amount: string | null }) {
  if (amount === null) return <span className="text-slate-400">{t('selections:screen.none')}</span>;
  const units = toUnits(amount);
  if (units === 0n) return <span className="tabular-nums">{formatMoney(amount)}</span>;
  const credit = units < 0n;
  return (
    <span className={credit ? 'text-green-700' : 'text-amber-700'}>
      <span className="tabular-nums">
        {credit ? formatMoney(amount) : t('selections:screen.overageAmount', { amount })}
      </span>{' '}
      <span className="text-xs">
        {credit ? t('selections:screen.credit') : t('selections:screen.overage')}
      </span>
    </span>
  );
}
