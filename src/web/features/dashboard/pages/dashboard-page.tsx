import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';

export default function DashboardPage() {
  return (
    <PageHeader
      title="Dashboard"
      description="Overview of your projects and activities"
      actions={
        <Button asChild>
          <Link to="/projects/new">
            <Plus aria-hidden="true" />
            New Project
          </Link>
        </Button>
      }
    />
  );
}
