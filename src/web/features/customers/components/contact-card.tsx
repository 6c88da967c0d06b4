import type { LucideIcon } from 'lucide-react';
import { Mail, MapPin, Phone, StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Customer } from '../../../../domain/contracts/customers';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { customerName } from '../customer-name';

/** One term of the list: a div of a dl may hold only its dt and dd, so the icon sits inside the dt. */
function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-slate-500 text-xs">
        <Icon className="absolute top-0.5 left-0 size-4 text-slate-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words text-slate-900 text-sm">{children}</dd>
    </div>
  );
}

const missing = <span className="text-slate-500">Not provided</span>;

/** Name, e-mail, phone, address and the customer's own notes. */
export function ContactCard({ customer }: { customer: Customer }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Information</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-4 font-medium text-slate-900">{customerName(customer)}</p>
        <dl className="grid gap-3">
          <Row icon={Mail} label="Email">
            {customer.email ? (
              <a className="text-primary hover:underline" href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
            ) : (
              missing
            )}
          </Row>
          <Row icon={Phone} label="Phone">
            {customer.phone ? (
              <a className="text-primary hover:underline" href={`tel:${customer.phone}`}>
                {customer.phone}
              </a>
            ) : (
              missing
            )}
          </Row>
          <Row icon={MapPin} label="Address">
            {customer.address ? <span className="whitespace-pre-line">{customer.address}</span> : missing}
          </Row>
          <Row icon={StickyNote} label="Notes">
            {customer.notes ? <span className="whitespace-pre-line">{customer.notes}</span> : missing}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
