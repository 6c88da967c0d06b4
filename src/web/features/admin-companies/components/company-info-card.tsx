import '#domain/messages/load/admin';
import { CalendarDays, Globe, Mail, MapPin, Phone, Users } from 'lucide-react';
import type { Company } from '#domain/contracts/companies';
import { formatDateMedium } from '#domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { DetailRow, notProvided } from '#web/components/ui/detail-row';
import { WebsiteLink } from '#web/components/ui/list-cells';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';

/** The company's contact details, creation date and number of users. */
/** `userCount`: undefined while it loads, null when it could not be read. */
export function CompanyInfoCard({
  company,
  userCount,
}: {
  company: Company;
  userCount: number | null | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin:companies.info.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DetailRow icon={Mail} label={t('admin:companies.info.email')}>
            {company.email ? (
              <a className="text-primary hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            ) : (
              notProvided
            )}
          </DetailRow>
          <DetailRow icon={Phone} label={t('admin:companies.info.phone')}>
            {company.phone ?? notProvided}
          </DetailRow>
          <DetailRow icon={Globe} label={t('admin:companies.info.website')}>
            {company.website ? <WebsiteLink url={company.website} className="text-primary" /> : notProvided}
          </DetailRow>
          <DetailRow icon={MapPin} label={t('admin:companies.info.address')}>
            {company.address ? <span className="whitespace-pre-line">{company.address}</span> : notProvided}
          </DetailRow>
          <DetailRow icon={CalendarDays} label={t('admin:companies.info.created')}>
            {formatDateMedium(company.createdAt)}
          </DetailRow>
          <DetailRow icon={Users} label={t('admin:companies.info.users')}>
            {userCount === undefined ? (
              <Skeleton className="h-4 w-8" />
            ) : userCount === null ? (
              notProvided
            ) : (
              <span className="tabular-nums">{userCount}</span>
            )}
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}
