import '#domain/messages/load/documents';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { useUrlState, wholeNumberParam } from '#web/lib/url-state';
import { useCompanyId } from '../../auth/api';
import { customerQuery, projectQuery } from '../../projects/api';
import { CustomerSelect, customerName } from '../../projects/components/customer-select';
import { ProjectSelect } from '../../projects/components/project-select';
import { DocumentsList } from '../components/documents-list';

/** A positive whole number from the address, else none (an edited link simply shows every document). */
const idParam = v.fallback(v.optional(wholeNumberParam(1, 9_999_999_999)), undefined);
/** The page's filters in the address: `customerId` and `projectId`. */
const documentsPageState = v.object({ customerId: idParam, projectId: idParam });

/** /documents: every document of the company, filtered by project and by customer. */
export default function DocumentsPage() {
  const companyId = useCompanyId();
  const [{ customerId, projectId }, setState] = useUrlState(documentsPageState);
  const customer = useQuery({ ...customerQuery(customerId ?? 0), enabled: customerId !== undefined });
  const project = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== undefined });
  // A new history entry (Back returns to the filter before); the list below starts again at its first page.
  const setFilter = (name: 'customerId' | 'projectId', value: number | undefined) =>
    setState({ [name]: value }, { drop: ['page'] });
  return (
    <>
      <PageHeader title={t('documents:title')} description={t('documents:description')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <FormField label={t('documents:filters.customer')} className="w-full sm:w-72">
          <CustomerSelect
            companyId={companyId}
            value={customerId}
            valueLabel={customer.data ? customerName(customer.data) : undefined}
            onChange={(c) => setFilter('customerId', c.id)}
          />
        </FormField>
        <FormField label={t('documents:filters.project')} className="w-full sm:w-72">
          <ProjectSelect
            value={projectId}
            valueLabel={project.data?.name}
            onChange={(p) => setFilter('projectId', p.id)}
          />
        </FormField>
        {customerId !== undefined || projectId !== undefined ? (
          <Button
            variant="ghost"
            onClick={() => setState({ customerId: undefined, projectId: undefined }, { drop: 'others' })}
          >
            {t('documents:filters.showAll')}
          </Button>
        ) : null}
      </div>
      <DocumentsList
        key={`${customerId}-${projectId}`}
        companyId={companyId}
        filter={{ customerId, projectId }}
        emptyText={t('documents:empty')}
      />
    </>
  );
}
