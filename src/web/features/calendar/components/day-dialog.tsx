import '#domain/messages/load/calendar';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { CalendarItem, CalendarKindFilter } from '#domain/contracts/calendar';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { calendarQuery } from '../api';
import { dayTitle } from '../month';
import { ItemChip } from './item-chip';

type DayDialogProps = {
  companyId: number;
  /** The day shown; null when closed. */
  day: string | null;
  onClose: () => void;
  projectId?: number;
  kinds?: readonly CalendarKindFilter[];
  onOpen: (item: CalendarItem) => void;
  onAdd?: (day: string) => void;
};

/** A day's full list: what '+N more' opens, and what a day tapped on a phone opens. */
export function DayDialog({ companyId, day, onClose, projectId, kinds, onOpen, onAdd }: DayDialogProps) {
  const items = useQuery({
    ...calendarQuery(companyId, { from: day ?? '', to: day ?? '', projectId, kinds }),
    enabled: day !== null,
  });
  return (
    <Dialog open={day !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{day ? dayTitle(day) : ''}</DialogTitle>
          <DialogDescription>{t('calendar:day.description')}</DialogDescription>
        </DialogHeader>
        {items.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-6" />
            <Skeleton className="h-6" />
          </div>
        ) : items.isError ? (
          <ErrorState
            title={t('calendar:loadError')}
            message={errorMessage(items.error, t('common:unexpectedError'))}
            onRetry={() => void items.refetch()}
          />
        ) : items.data.items.length === 0 ? (
          <p className="text-slate-600 text-sm">{t('calendar:day.empty')}</p>
        ) : (
          <ul className="grid gap-1">
            {items.data.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <ItemChip
                  item={item}
                  withAmount
                  className="py-1.5 text-sm"
                  onOpen={(opened) => {
                    onClose();
                    onOpen(opened);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {day && onAdd ? (
          <div>
            <Button
              variant="outline"
              onClick={() => {
                onClose();
                onAdd(day);
              }}
            >
              <Plus aria-hidden="true" />
              {t('calendar:addEvent')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
