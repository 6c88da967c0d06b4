import '#domain/messages/load/audit';
import { ScrollText } from 'lucide-react';
import { href } from '#web/app/paths';
import { buttonVariants } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';

/** On the company page, for company admins: the way to the company's audit log. */
export function AuditLogCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('audit:title')}</CardTitle>
        <CardDescription>{t('audit:card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={href('/settings/audit-log')} className={buttonVariants({ variant: 'outline' })}>
          <ScrollText aria-hidden="true" />
          {t('audit:card.open')}
        </Link>
      </CardContent>
    </Card>
  );
}
