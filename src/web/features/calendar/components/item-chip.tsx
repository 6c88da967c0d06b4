import type { CalendarItem } from '#domain/contracts/calendar';
import { formatMoney } from '#domain/format';
import { cn } from '#web/lib/cn';
import { kindLabels, kindStyles } from '../calendar-kinds';
import { formatTime } from '../month';

/** What a chip says: the time of a timed event, the title, an amount; the kind for screen readers. */
export function ItemText({ item, withAmount = false }: { item: CalendarItem; withAmount?: boolean }) {
  return (
    <>
      <span className="sr-only">{kindLabels[item.kind]}: </span>
      {item.time ? <span className="font-semibold">{formatTime(item.time)} </span> : null}
      {item.title}
      {withAmount && item.amount !== null ? <span> · {formatMoney(item.amount)}</span> : null}
    </>
  );
}

/** One item on the grid or in a day's list: a button in its kind's colour that opens it. */
export function ItemChip({
  item,
  onOpen,
  className,
  withAmount,
}: {
  item: CalendarItem;
  onOpen: (item: CalendarItem) => void;
  className?: string;
  withAmount?: boolean;
}) {
  return (
    <button
      type="button"
      data-kind={item.kind}
      onClick={() => onOpen(item)}
      className={cn(
        'block w-full truncate rounded-sm border-l-4 px-1.5 py-0.5 text-left text-xs hover:brightness-95 focus-visible:outline-2 focus-visible:outline-primary',
        kindStyles[item.kind].chip,
        className,
      )}
    >
      <ItemText item={item} withAmount={withAmount} />
    </button>
  );
}
