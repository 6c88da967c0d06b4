import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';

/** Budget tab: the full budget has its own page. */
export function BudgetTab({ projectId }: { projectId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Budget</CardTitle>
        <CardDescription>
          Budget items, groups and milestones, with costs, prices, markup and margin, are managed in the full
          budget view.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={href('/projects/:id/budget', { id: projectId })}>
            <Calculator aria-hidden="true" />
            Open Full Budget
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
