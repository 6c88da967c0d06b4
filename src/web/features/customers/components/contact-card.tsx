import type { LucideIcon } from 'lucide-react';
import { Mail, MapPin, Phone, StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Customer } from '../../../../domain/contracts/customers';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { customerName } from '../customer-name';

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0">
        <dt className="text-slate-500 text-xs">{label}</dt>
        <dd className="break-words text-slate-900 text-sm">{children}</dd>
      </div>
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
