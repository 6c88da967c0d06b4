import { t, textsReadWhenUsed } from './messages/i18n';

/** Every enumeration of the product, with the labels the screens show (docs/product.md). */

/** The labels of an enumeration, from the catalog's common.enums.<name>, each looked up when read. */
const labelsOf = <V extends string>(name: keyof EnumLabels, values: readonly V[]) =>
  textsReadWhenUsed(`common:enums.${name}`, values);
type EnumLabels = typeof import('./messages/en/common').common.enums;

export const userRoles = ['admin', 'manager', 'employee'] as const;
export type UserRole = (typeof userRoles)[number];

export const projectStages = ['pre-production', 'in-production', 'warranty', 'fully_complete'] as const;
export type ProjectStage = (typeof projectStages)[number];
export const projectStageLabels = labelsOf('projectStage', projectStages);

export const projectTypes = ['kitchen', 'bathroom', 'basement', 'whole_house', 'outdoor', 'other'] as const;
export type ProjectType = (typeof projectTypes)[number];

export const productCategories = ['material', 'labor', 'service', 'equipment', 'other'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const budgetItemTypes = ['group', 'product'] as const;
export type BudgetItemType = (typeof budgetItemTypes)[number];

export const estimateStatuses = ['draft', 'pending', 'approved', 'declined'] as const;
export type EstimateStatus = (typeof estimateStatuses)[number];

export const estimateActions = ['created', 'viewed', 'edited', 'sent', 'approved', 'declined'] as const;
export type EstimateAction = (typeof estimateActions)[number];

/** A change order's life (issue 26): only a draft is edited; draft or pending may be voided. */
export const changeOrderStatuses = ['draft', 'pending', 'approved', 'declined', 'void'] as const;
export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

/** Why the price changes. */
export const changeOrderReasons = [
  'client_request',
  'unforeseen_condition',
  'design_change',
  'other',
] as const;
export type ChangeOrderReason = (typeof changeOrderReasons)[number];

/** A change order's history lines. */
export const changeOrderActions = [
  'created',
  'edited',
  'sent',
  'viewed',
  'approved',
  'declined',
  'voided',
] as const;
export type ChangeOrderAction = (typeof changeOrderActions)[number];

/**
 * The parts of a project's client portal that staff turn on or off per project (issue 26). The overview (progress,
 * phases, the next dates) is always there.
 */
export const portalSections = [
  'estimates',
  'changeOrders',
  'selections',
  'invoices',
  'messages',
  'documents',
] as const;
export type PortalSection = (typeof portalSections)[number];

/** How a portal link was sent: asked for on the sign-in page (15 minutes) or by staff's invitation (7 days). */
export const portalLinkKinds = ['sign_in', 'invitation'] as const;
export type PortalLinkKind = (typeof portalLinkKinds)[number];

/**
 * A selection's life (issue 26): open until the client's choice (final), then ordered. 'overdue' is not stored:
 * an open selection past its due date shows it (selections.queries.ts).
 */
export const selectionStatuses = ['open', 'selected', 'ordered'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];
/** What a selection shows: its status, or overdue. */
export const selectionDisplayStatuses = ['open', 'overdue', 'selected', 'ordered'] as const;
export type SelectionDisplayStatus = (typeof selectionDisplayStatuses)[number];

/** The documents a client signs: an estimate or a change order (one signatures table for both). */
export const signedDocumentKinds = ['estimate', 'change_order'] as const;
export type SignedDocumentKind = (typeof signedDocumentKinds)[number];

export const recipientRoles = ['client', 'team_member', 'contractor', 'other'] as const;
export type RecipientRole = (typeof recipientRoles)[number];

export const projectRoles = [
  'project_manager',
  'field_worker',
  'admin',
  'sales',
  'estimator',
  'designer',
  'other',
] as const;
export type ProjectRole = (typeof projectRoles)[number];
export const projectRoleLabels = labelsOf('projectRole', projectRoles);

export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const taskStatuses = ['not_started', 'in_progress', 'completed', 'on_hold', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** Built-in task types; companies add their own (custom_task_types). */
export const builtInTaskTypes = [
  'order_materials',
  'project_labor',
  'meeting_with_customer',
  'internal_meeting',
  'project_details',
] as const;
export type BuiltInTaskType = (typeof builtInTaskTypes)[number];

export const calendarEventTypes = ['task', 'milestone', 'meeting', 'deadline', 'other'] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

export const invoiceStatuses = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const milestoneTypes = ['deposit', 'progress', 'final'] as const;
export type MilestoneType = (typeof milestoneTypes)[number];

/** How a payment came in (decision 0267). */
export const paymentMethods = ['check', 'cash', 'card', 'ach', 'bank_transfer', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** What an invoice's payments add up to: nothing yet, part of it, or all of it (its balance due is 0). */
export const paymentStatuses = ['unpaid', 'partially_paid', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const expenseCategories = [
  'materials',
  'labor',
  'equipment',
  'permits',
  'subcontractor',
  'transport',
  'office',
  'utilities',
  'other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];
export const expenseCategoryLabels = labelsOf('expenseCategory', expenseCategories);

export const messageDirections = ['incoming', 'outgoing'] as const;
export type MessageDirection = (typeof messageDirections)[number];

/** The label of the user block: Admin for system administrators, else the capitalised role. */
export function roleLabel(user: { isAdmin?: boolean | null; role?: string | null }): string {
  if (user.isAdmin) return t('common:enums.userRole.systemAdmin');
  const role = (userRoles as readonly string[]).includes(user.role ?? '')
    ? (user.role as UserRole)
    : 'employee';
  return t(`common:enums.userRole.${role}`);
}

/** project_type values shown with spaces; anything unknown shows as 'Other'. */
export function projectTypeLabel(type: string | null | undefined): string {
  const known = (projectTypes as readonly string[]).includes(type ?? '') ? (type as ProjectType) : 'other';
  return t(`common:enums.projectType.${known}`);
}

/**
 * A purchase order's life (issue 27): only a draft is edited; sending it commits its cost; bills against it make it
 * partially billed, then billed; an open one may be voided, which releases what it had not billed.
 */
export const purchaseOrderStatuses = ['draft', 'sent', 'partially_billed', 'billed', 'void'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** A vendor bill's payment state, computed from its payments (never stored). */
export const vendorBillStatuses = ['unpaid', 'partially_paid', 'paid'] as const;
export type VendorBillStatus = (typeof vendorBillStatuses)[number];
