/** Every enumeration of the product, with the labels the screens show (docs/product.md). */

export const userRoles = ['admin', 'manager', 'employee'] as const;
export type UserRole = (typeof userRoles)[number];

export const projectStages = ['pre-production', 'in-production', 'warranty', 'fully_complete'] as const;
export type ProjectStage = (typeof projectStages)[number];
export const projectStageLabels: Record<ProjectStage, string> = {
  'pre-production': 'Pre-Production',
  'in-production': 'In Production',
  warranty: 'Warranty',
  fully_complete: 'Complete',
};

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
export const projectRoleLabels: Record<ProjectRole, string> = {
  project_manager: 'Project Manager',
  field_worker: 'Field Worker',
  admin: 'Admin',
  sales: 'Sales',
  estimator: 'Estimator',
  designer: 'Designer',
  other: 'Other',
};

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
export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  materials: 'Materials',
  labor: 'Labor',
  equipment: 'Equipment',
  permits: 'Permits & Fees',
  subcontractor: 'Subcontractor',
  transport: 'Transportation',
  office: 'Office Supplies',
  utilities: 'Utilities',
  other: 'Other',
};

export const messageDirections = ['incoming', 'outgoing'] as const;
export type MessageDirection = (typeof messageDirections)[number];

/** The label of the user block: Admin for system administrators, else the capitalised role. */
export function roleLabel(user: { isAdmin?: boolean | null; role?: string | null }): string {
  if (user.isAdmin) return 'Admin';
  const role = user.role || 'employee';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** project_type values shown with spaces; anything unknown shows as 'Other'. */
export function projectTypeLabel(type: string | null | undefined): string {
  if (!type || !(projectTypes as readonly string[]).includes(type)) return 'Other';
  return type.replace(/_/g, ' ');
}
