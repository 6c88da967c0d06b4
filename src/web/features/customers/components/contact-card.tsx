import '#domain/messages/load/customers';
import { Mail, MapPin, Phone, StickyNote } from 'lucide-react';
import type { Customer } from '#domain/contracts/customers';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { ClampedText } from '#web/components/ui/clamped-text';
import { DetailRow, notProvided } from '#web/components/ui/detail-row';
import { t } from '#web/lib/i18n';
import { customerName } from '../customer-name';

/** Name, e-mail, phone, address and the customer's own notes. */
export function ContactCard({ customer }: { customer: Customer }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customers:contact.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-4 font-medium text-slate-900">{customerName(customer)}</p>
        <dl className="grid gap-3">
          <DetailRow icon={Mail} label={t('customers:fields.email')}>
            {customer.email ? (
              <a className="text-primary hover:underline" href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
            ) : (
              notProvided
            )}
          </DetailRow>
          <DetailRow icon={Phone} label={t('customers:fields.phone')}>
            {customer.phone ? (
              <a className="text-primary hover:underline" href={`tel:${customer.phone}`}>
                {customer.phone}
              </a>
            ) : (
              notProvided
            )}
          </DetailRow>
          <DetailRow icon={MapPin} label={t('customers:fields.address')}>
            {customer.address ? <span className="whitespace-pre-line">{customer.address}</span> : notProvided}
          </DetailRow>
          <DetailRow icon={StickyNote} label={t('customers:fields.notes')}>
            {/* Clamped: a long note would push the tabs below it far down the page. */}
            {customer.notes ? <ClampedText text={customer.notes} /> : notProvided}
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}
