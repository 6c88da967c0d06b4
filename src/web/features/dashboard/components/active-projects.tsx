import '#domain/messages/load/dashboard';
import { FolderKanban, Plus } from 'lucide-react';
import type { DashboardProject } from '#domain/contracts/dashboard';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { ProjectCard } from './project-card';
import { SectionHeading } from './section-heading';

/** The 3 newest projects that are not complete. */
export function ActiveProjects({ projects }: { projects: DashboardProject[] }) {
  return (
    <section aria-labelledby="dashboard-active-projects">
      <SectionHeading
        id="dashboard-active-projects"
        title={t('dashboard:activeProjects.title')}
        action={
          <Link to={href('/projects')} className="font-medium text-primary text-sm hover:underline">
            {t('dashboard:activeProjects.viewAll')}
          </Link>
        }
      />
      {projects.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          action={
            <Button asChild>
              <Link to={href('/projects/new')}>
                <Plus aria-hidden="true" />
                {t('dashboard:activeProjects.create')}
              </Link>
            </Button>
          }
        >
          {t('dashboard:activeProjects.empty')}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      )}
    </section>
  );
}
