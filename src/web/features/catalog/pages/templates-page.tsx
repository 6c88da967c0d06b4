import { CatalogFrame } from '../components/catalog-frame';
import { EstimateTextPage, notesKind } from '../components/estimate-text-page';

/** /catalog/templates (Document Templates): the company's default estimate notes. */
export default function TemplatesPage() {
  return (
    <CatalogFrame section="templates">
      {({ companyId }) => <EstimateTextPage companyId={companyId} kind={notesKind} />}
    </CatalogFrame>
  );
}
