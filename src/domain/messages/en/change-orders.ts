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

  /** The Change Orders tab and the change order page. */
  screen: {
    tab: 'Change Orders',
    title: 'Change Orders',
    newButton: 'New Change Order',
    emptyTitle: 'No change orders yet',
    emptyText: 'Changes to the approved price go here, each signed by the client before the work starts.',
    listLabel: 'Change orders',
    loadError: 'Error loading change orders',
    notFound: 'Change order not found',
    backToProject: 'Back to project',
    columns: {
      number: 'Number',
      title: 'Title',
      status: 'Status',
      total: 'Total',
      created: 'Created',
      decided: 'Decided',
    },
    fields: {
      title: 'Title',
      reason: 'Reason',
      description: 'Description',
      scheduleDays: 'Schedule impact (days)',
      scheduleHint: 'Days the target completion date moves on approval; negative when it saves time.',
    },
    lines: {
      title: 'Lines',
      add: 'Add Line',
      remove: 'Remove line {{n}}',
      name: 'Item',
      quantity: 'Qty',
      unit: 'Unit',
      unitCost: 'Unit Cost',
      unitPrice: 'Unit Price',
      group: 'Budget group',
      ownGroup: 'Its own group',
      total: 'Total',
      empty: 'No lines yet. Add what changes: a negative quantity is a credit.',
      creditHint: 'A negative quantity is a credit.',
    },
    totals: {
      cost: 'Cost',
      total: 'Change Order Total',
      contract: 'Contract after approval',
    },
    newDialog: {
      title: 'New Change Order',
      description: 'Name the change; you add its lines on the next page.',
      submit: 'Create Change Order',
      pending: 'Creating...',
    },
    actions: {
      save: 'Save Change Order',
      saving: 'Saving...',
      approve: 'Mark Approved',
      decline: 'Mark Declined',
      void: 'Void',
      delete: 'Delete',
    },
    approveDialog: {
      title: 'Mark {{number}} approved?',
      description:
        'Its lines join the budget, its total joins the Sold Price and the completion date moves by its schedule impact. This cannot be undone.',
      note: 'Note',
      notePlaceholder: 'Signed on paper on site',
      billNow: 'Bill now: create an invoice for this change order',
      submit: 'Mark Approved',
      pending: 'Approving...',
    },
    declineDialog: {
      title: 'Mark {{number}} declined?',
      reason: 'Reason',
      submit: 'Mark Declined',
      pending: 'Declining...',
    },
    voidDialog: {
      description: 'A void change order stays on record and counts in no total.',
      submit: 'Void',
    },
    deleteItem: 'change order {{number}}',
    decidedBy: '{{status}} by {{name}} on {{day}}',
    decidedByClient: '{{status}} on {{day}}',
    invoiceLink: 'Invoice',
    history: 'History',
    historyEmpty: 'No history yet',
    readOnly: 'Only a draft can be changed.',
  },
  toasts: {
    created: '{{number}} created',
    createFailed: 'Failed to create change order',
    saved: 'Change order saved',
    saveFailed: 'Failed to save change order',
    approved: '{{number}} approved',
    approveFailed: 'Failed to approve change order',
    declined: '{{number}} declined',
    declineFailed: 'Failed to decline change order',
    voided: '{{number}} voided',
    voidFailed: 'Failed to void change order',
    deleted: '{{number}} deleted',
    deleteFailed: 'Failed to delete change order',
  },
} as const;
