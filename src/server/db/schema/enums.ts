import { pgEnum } from 'drizzle-orm/pg-core';
import {
  budgetItemTypes,
  calendarEventTypes,
  changeOrderActions,
  changeOrderReasons,
  changeOrderStatuses,
  estimateActions,
  estimateStatuses,
  expenseCategories,
  invoiceStatuses,
  messageDirections,
  milestoneTypes,
  paymentMethods,
  productCategories,
  projectRoles,
  projectStages,
  projectTypes,
  purchaseOrderStatuses,
  recipientRoles,
  selectionStatuses,
  signedDocumentKinds,
  taskPriorities,
  taskStatuses,
  userRoles,
} from '#domain/enums';

// Database enumerations, built from the domain's const arrays so the two never drift apart.
// Task type is not an enum: it holds the built-in values and the company's custom task type values.
export const userRoleEnum = pgEnum('user_role', userRoles);
export const projectStageEnum = pgEnum('project_stage', projectStages);
export const projectTypeEnum = pgEnum('project_type', projectTypes);
export const productCategoryEnum = pgEnum('product_category', productCategories);
export const budgetItemTypeEnum = pgEnum('budget_item_type', budgetItemTypes);
export const estimateStatusEnum = pgEnum('estimate_status', estimateStatuses);
export const estimateActionEnum = pgEnum('estimate_action', estimateActions);
export const recipientRoleEnum = pgEnum('recipient_role', recipientRoles);
export const projectRoleEnum = pgEnum('project_role', projectRoles);
export const taskPriorityEnum = pgEnum('task_priority', taskPriorities);
export const taskStatusEnum = pgEnum('task_status', taskStatuses);
export const calendarEventTypeEnum = pgEnum('calendar_event_type', calendarEventTypes);
export const invoiceStatusEnum = pgEnum('invoice_status', invoiceStatuses);
export const milestoneTypeEnum = pgEnum('milestone_type', milestoneTypes);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);
export const messageDirectionEnum = pgEnum('message_direction', messageDirections);
export const expenseCategoryEnum = pgEnum('expense_category', expenseCategories);
export const changeOrderStatusEnum = pgEnum('change_order_status', changeOrderStatuses);
export const changeOrderReasonEnum = pgEnum('change_order_reason', changeOrderReasons);
export const signedDocumentKindEnum = pgEnum('signed_document_kind', signedDocumentKinds);
export const changeOrderActionEnum = pgEnum('change_order_action', changeOrderActions);
export const selectionStatusEnum = pgEnum('selection_status', selectionStatuses);
export const purchaseOrderStatusEnum = pgEnum('purchase_order_status', purchaseOrderStatuses);
