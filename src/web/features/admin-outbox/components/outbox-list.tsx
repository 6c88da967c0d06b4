import type { OutboxMail } from '../../../../domain/contracts/outbox';
import { formatDate, formatTime } from '../../../../domain/format';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { DeliveryBadge, KeptReason } from './delivery-badge';

type OutboxListProps = { rows: OutboxMail[]; onOpen: (mail: OutboxMail) => void };

const headClass = 'px-4 py-3 text-left font-medium text-slate-500 text-xs uppercase tracking-wide';

/** The subject opens the message; a button, so it is reachable by keyboard and says what it does. */
function SubjectButton({ mail, onOpen }: { mail: OutboxMail; onOpen: (mail: OutboxMail) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(mail)}
      className="max-w-full truncate rounded-sm text-left font-medium text-slate-900 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      title={mail.subject}
    >
      {mail.subject}
    </button>
  );
}

function CompanyName({ mail }: { mail: OutboxMail }) {
  return mail.companyName ?? <span className="text-slate-500">System</span>;
}

/** A table from lg up; below that the same mails as stacked rows (only one of the two is displayed). */
export function OutboxList({ rows, onOpen }: OutboxListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full min-w-[760px] table-fixed text-sm">
          <colgroup>
            <col className="w-[24%]" />
            <col />
            <col className="w-[18%]" />
            <col className="w-44" />
            <col className="w-40" />
          </colgroup>
          <thead className="sticky top-0 z-10 border-slate-200 border-b bg-slate-50">
            <tr>
              <th scope="col" className={headClass}>
                To
              </th>
              <th scope="col" className={headClass}>
                Subject
              </th>
              <th scope="col" className={headClass}>
                Company
              </th>
              <th scope="col" className={headClass}>
                Created
              </th>
              <th scope="col" className={headClass}>
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((mail) => (
              <tr key={mail.id} className="hover:bg-slate-50/60">
                <td className="truncate px-4 py-3 text-slate-700" title={mail.to}>
                  {mail.to}
                </td>
                <td className="px-4 py-3">
                  <SubjectButton mail={mail} onOpen={onOpen} />
                </td>
                <td className="truncate px-4 py-3 text-slate-700">
                  <CompanyName mail={mail} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  {formatDate(mail.createdAt)} {formatTime(mail.createdAt)}
                </td>
                <td className="px-4 py-3">
                  <DeliveryBadge mail={mail} />
                  <KeptReason mail={mail} className="mt-1 block text-slate-500 text-xs" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="E-mails" className="divide-y divide-slate-100 lg:hidden">
        {rows.map((mail) => (
          <li key={mail.id} className="grid gap-1 px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <SubjectButton mail={mail} onOpen={onOpen} />
              </div>
              <DeliveryBadge mail={mail} />
            </div>
            <p className="truncate text-slate-700">To {mail.to}</p>
            <KeptReason mail={mail} className="text-slate-500 text-xs" />
            <p className="flex flex-wrap justify-between gap-x-3 text-slate-500 text-xs">
              <span className="truncate">
                <CompanyName mail={mail} />
              </span>
              <span>
                {formatDate(mail.createdAt)} {formatTime(mail.createdAt)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Placeholder rows while the first page loads. */
export function OutboxListSkeleton() {
  return <ListSkeleton columns="lg:grid-cols-[1fr_2fr_0.8fr_0.8fr_0.5fr]" count={5} />;
}
