import '#domain/messages/load/calendar';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { useCompanyId } from '../../auth/api';
import { CalendarView } from '../components/calendar-view';
import { SubscribeButton } from '../components/subscribe-button';

/** /calendar: the company's calendar (docs/product.md#calendar), with Subscribe for phone calendars. */
export default function CalendarPage() {
  const companyId = useCompanyId();
  return (
    <>
      <PageHeader title={t('calendar:title')} description={t('calendar:description')} />
      <CalendarView companyId={companyId} actions={<SubscribeButton />} />
    </>
  );
}
