import { CalendarDays, Globe, Mail, MapPin, Phone, Users } from 'lucide-react';
import type { Company } from '#domain/contracts/companies';
import { formatDateMedium } from '#domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { DetailRow, notProvided } from '#web/components/ui/detail-row';
import { WebsiteLink } from '#web/components/ui/list-cells';
import { Skeleton } from '#web/components/ui/skeleton';

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
        <CardTitle>Company Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DetailRow icon={Mail} label="Email">
            {company.email ? (
              <a className="text-primary hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            ) : (
              notProvided
            )}
          </DetailRow>
          <DetailRow icon={Phone} label="Phone">
            {company.phone ?? notProvided}
          </DetailRow>
          <DetailRow icon={Globe} label="Website">
            {company.website ? <WebsiteLink url={company.website} className="text-primary" /> : notProvided}
          </DetailRow>
          <DetailRow icon={MapPin} label="Address">
            {company.address ? <span className="whitespace-pre-line">{company.address}</span> : notProvided}
          </DetailRow>
          <DetailRow icon={CalendarDays} label="Created">
            {formatDateMedium(company.createdAt)}
          </DetailRow>
          <DetailRow icon={Users} label="Users">
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
