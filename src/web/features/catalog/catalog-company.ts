import { useParams } from '#web/lib/router';
import { useUser } from '../auth/api';

/** Which company a catalog page shows, and where its own catalog links go. */
export type CatalogCompany = { companyId: number; base: '/catalog' | `/companies/${number}/catalog` };

/**
 * The company of /catalog/... (the user's own) or of /companies/{companyId}/catalog/... (the
 * company-scoped duplicates). The latter is the user's own company, or any for a system administrator; for any
 * other id the page is the not-found page (null), as the server answers 404 for it.
 */
export function useCatalogCompany(): CatalogCompany | null {
  const { user } = useUser();
  const param = useParams().companyId;
  if (param === undefined) {
    return user?.companyId != null ? { companyId: user.companyId, base: '/catalog' } : null;
  }
  const id = /^\d{1,10}$/.test(param) ? Number(param) : Number.NaN;
  if (!user || !Number.isSafeInteger(id) || id < 1) return null;
  if (!user.isAdmin && user.companyId !== id) return null;
  return { companyId: id, base: `/companies/${id}/catalog` };
}
