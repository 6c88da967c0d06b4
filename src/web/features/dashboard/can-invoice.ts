import type { PublicUser } from '../../../domain/contracts/auth';

/** Employees may not create or change invoices (RULINGS); the interface hides those actions from them. */
export function canCreateInvoices(user: PublicUser | null): boolean {
  return !!user && (user.isAdmin || user.role !== 'employee');
}
