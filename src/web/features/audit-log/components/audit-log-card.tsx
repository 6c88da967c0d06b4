import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '#web/app/paths';
import { buttonVariants } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';

/** On the company page, for company admins: the way to the company's audit log. */
export function AuditLogCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>Who changed what in your company, and when; every sign-in too.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={href('/settings/audit-log')} className={buttonVariants({ variant: 'outline' })}>
          <ScrollText aria-hidden="true" />
          Open audit log
        </Link>
      </CardContent>
    </Card>
  );
}
