import { PageHeader } from '#web/components/ui/page-header';
import { useCompanyId } from '../../auth/api';
import { CalendarView } from '../components/calendar-view';
import { SubscribeButton } from '../components/subscribe-dialog';

/** /calendar: the company's calendar (docs/product.md#calendar), with Subscribe for phone calendars. */
export default function CalendarPage() {
  const companyId = useCompanyId();
  return (
    <>
      <PageHeader title="Calendar" description="Events, due tasks, invoices and expenses of your company" />
      <CalendarView companyId={companyId} actions={<SubscribeButton />} />
    </>
  );
}
