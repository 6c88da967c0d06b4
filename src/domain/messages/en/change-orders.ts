/**
 * English texts of the change orders area: the contract's validation messages, the server's answers and the
 * change order's history lines.
 */
export const changeOrders = {
  /** 'CO-{n}', counted per project. */
  number: 'CO-{{n}}',
  /** The budget group an approved change order's lines go into, unless a line names another. */
  budgetGroup: 'Change Order CO-{{n}}: {{title}}',
  reasons: {
    client_request: 'Client request',
    unforeseen_condition: 'Unforeseen condition',
    design_change: 'Design change',
    other: 'Other',
  },
  statuses: {
    draft: 'Draft',
    pending: 'Pending',
    approved: 'Approved',
    declined: 'Declined',
    void: 'Void',
  },
  /** The contract's field messages. */
  messages: {
    title: 'Title',
    titleRequired: 'Please enter a title for the change order',
    reason: 'Please select a reason: client request, unforeseen condition, design change or other',
    scheduleDays: 'Schedule impact must be a whole number of days from -3650 to 3650',
    lineName: 'Line name',
    lineNameRequired: 'Please enter a name for each line',
    quantity: 'Quantity must be a number other than 0 (negative for a credit)',
    unit: 'Unit must be at most 50 characters',
    lines: 'A change order has at most 200 lines',
    catalogItemId: 'Please choose an item of your catalog',
    budgetParentId: 'Please choose a group of this project’s budget',
    billNow: 'Only a change order with a total above $0 can be billed now',
  },
  /** The server's answers (409 and 403). */
  server: {
    onlyDraftEdited: 'Only a draft change order can be changed. This one is {{status}}.',
    onlyDraftDeleted: 'Only a draft change order can be deleted. Void it instead.',
    notPending: 'This change order is not waiting for approval.',
    cannotVoid: 'Only a draft or pending change order can be voided.',
    noLines: 'Add at least one line before the change order is approved.',
    estimateNotApproved:
      'A change order changes an approved contract: approve the project’s estimate before approving a change order.',
    onlyManagers: 'Only admins and managers can create, send, approve or void change orders',
  },
  /** The history's lines, written when the event happens. */
  history: {
    created: 'Change order created',
    edited: 'Change order edited',
    approvedByStaff: 'Marked as approved by {{name}}',
    approvedByStaffWithNote: 'Marked as approved by {{name}}: {{note}}',
    declinedByStaff: 'Marked as declined by {{name}}',
    declinedByStaffWithReason: 'Marked as declined by {{name}}: {{reason}}',
    voided: 'Voided by {{name}}',
    billed: 'Billed on invoice {{number}}',
    scheduleMoved: 'Target completion moved from {{from}} to {{to}}',
  },
  /** Invoice texts for 'Bill now'. */
  invoice: {
    title: 'Change Order CO-{{n}}: {{title}}',
  },
} as const;
