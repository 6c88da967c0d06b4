import NotFoundPage from '#web/app/pages/not-found-page';
import { useParams } from '#web/lib/router';
import { useUser } from '../../auth/api';
import VendorsPage from './vendors-page';

/**
 * /companies/{companyId}/vendors: the vendors page for one's own company, the not-found page for any other id
 * (the list's call reads the caller's own company, so another company's vendors have no page;
 * docs/decisions/0058-company-scoped-route.md).
 */
export default function CompanyVendorsPage() {
  const { user } = useUser();
  const { companyId } = useParams();
  const own = user?.companyId != null && companyId === String(user.companyId);
  return own ? <VendorsPage /> : <NotFoundPage />;
}
