import { CatalogFrame } from '../components/catalog-frame';
import { EstimateTextPage, termsKind } from '../components/estimate-text-page';

/** /catalog/terms (Terms & Conditions): the company's default estimate terms and conditions. */
export default function TermsPage() {
  return (
    <CatalogFrame section="terms">
      {({ companyId }) => <EstimateTextPage companyId={companyId} kind={termsKind} />}
    </CatalogFrame>
  );
}
