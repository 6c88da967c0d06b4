import { currentUser } from './account-security';
import { declareCall } from './declare';

/**
 * A system administrator opens a company to work in it as its admin, and leaves it
 * (docs/product.md#administration). Both answer the signed-in user as it now is.
 */
export const actingCompanyCalls = {
  open: declareCall({
    method: 'POST',
    path: '/api/admin/companies/:companyId/open',
    answers: { 200: currentUser },
  }),
  leave: declareCall({ method: 'POST', path: '/api/admin/companies/leave', answers: { 200: currentUser } }),
};
