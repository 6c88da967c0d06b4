import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { CatalogFrame, type CatalogSection } from '../components/catalog-frame';

/**
 * Catalog sections of later issues (document templates, terms): inside the catalog frame,
 * so the side menu stays, saying they are not available yet.
 */
function NotBuiltSection({ section, title }: { section: CatalogSection; title: string }) {
  return (
    <CatalogFrame section={section}>
      {() => (
        <>
          <PageHeader title={title} />
          <EmptyState icon={Construction} title="Not available yet">
            This part of BuildLine is still being built. It will open here as soon as it is ready.
          </EmptyState>
        </>
      )}
    </CatalogFrame>
  );
}

export const TemplatesNotBuilt = () => <NotBuiltSection section="templates" title="Document Templates" />;
export const TermsNotBuilt = () => <NotBuiltSection section="terms" title="Terms & Conditions" />;
