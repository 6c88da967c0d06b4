import '#domain/messages/load/projects';
import { Calculator } from 'lucide-react';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';

/** Budget tab: the full budget has its own page. */
export function BudgetTab({ projectId }: { projectId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('projects:budgetTab.title')}</CardTitle>
        <CardDescription>{t('projects:budgetTab.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={href('/projects/:id/budget', { id: projectId })}>
            <Calculator aria-hidden="true" />
            {t('projects:budgetTab.open')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
