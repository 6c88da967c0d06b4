import { permissions } from '#domain/permissions';

/**
 * Who may do what with vendors (docs/product.md#vendors; the rule lives in src/domain/permissions.ts, which the
 * interface reads too). Every company member reads, creates and edits vendors; deleting one needs these roles.
 * System administrators pass every role check (requireRole).
 */
export const VENDOR_DELETERS = permissions.deleteVendor;
