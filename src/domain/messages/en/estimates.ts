/**
 * English texts of the estimates area: the estimate screens, the public estimate page, the contract's messages,
 * the server's answers, the estimate e-mails and PDF, and the standard printed texts.
 */
export const estimates = {
  /** The contract's and the server's messages (contracts/estimates.ts estimateMessages). */
  messages: {
    missingInformationTitle: 'Missing Information',
    recipientMissing: 'Please provide both name and email for the recipient.',
    recipientEmail: 'Please enter a valid email address for the recipient.',
    recipientRole: 'Please select a recipient role',
    depositPercentage: 'The deposit percentage must be 10 to 50 in steps of 5',
    status: 'Please select draft, pending, approved or declined',
    onlyInDraft: 'This can be changed only while the estimate is a draft. Return it to draft first.',
    recipientsOnlyInDraft: 'Recipients can be added or removed only while the estimate is a draft.',
    alreadySent: 'The estimate has already been sent to this recipient.',
    cannotSend: 'Approved or declined estimates cannot be sent. Return the estimate to draft first.',
    approvalName: 'Please type your full name to approve the estimate.',
    notPending: 'This estimate is no longer waiting for approval.',
    linkInvalid: 'This estimate link is not valid.',
    beingRevised: 'This estimate is being revised. You will receive a new link when it is ready.',
    nameTooLong: 'Name must be at most 200 characters',
  },
  /** Refused status changes (domain/estimate-status.ts). */
  status: {
    refusedTitle: 'Cannot Update Status',
    invalidChange:
      'Invalid status change. Pending estimates can be approved, declined, or returned to draft.',
    recipientRequired: 'Add at least one recipient before sending the estimate for approval.',
    contractFinal:
      'This approved estimate is the contract that change orders or invoices rest on, so it cannot return to draft. Make further changes with a change order.',
  },
  /** The standard printed texts while the company has not set its own (domain/estimate-texts.ts). */
  defaults: {
    projectDescription:
      'This estimate covers the labor, materials and services listed below for the project described above. All work ' +
      'will be performed in a professional manner according to standard industry practice and local building codes.',
    notes:
      'Thank you for the opportunity to quote this project. Material selections can be adjusted before ordering; ' +
      'any change is confirmed in writing before work proceeds.',
    /** One line each, in this order. */
    terms: {
      guarantee: 'All work is guaranteed for one year from completion.',
      payments: 'Payments are due at each milestone as shown in the payment terms.',
      validity: 'This estimate is valid for 30 days from its date.',
      changes: 'Any change to the scope of work requires a written change order signed by both parties.',
    },
  },
  /** The BILL TO name of an estimate whose project has no customer. */
  noCustomer: 'No customer',
  /** The server's answers. */
  server: {
    /** A new estimate's title. */
    title: '{{project}} Estimate',
    onlyManagersSend: 'Only admins and managers can send an estimate',
    onlyManagersStatus: 'Only admins and managers can change the status of an estimate',
  },
  /** The estimate history's lines, written when the event happens. */
  history: {
    created: 'Estimate created from the project budget',
    status: {
      draft: 'Returned to draft',
      pending: 'Sent for approval',
      approved: 'Marked as approved by client',
      declined: 'Marked as declined',
    },
    depositSet: 'Deposit percentage set to {{percent}}%',
    textsEdited: 'Estimate texts edited',
    sentTo: 'Sent to {{name}} <{{email}}>',
    viewedBy: 'Viewed by {{name}}',
    approvedBy: 'Approved by {{name}} (signed "{{signature}}")',
    declinedBy: 'Declined by {{name}}',
    declinedByWithReason: 'Declined by {{name}}: {{reason}}',
  },
  /** The payment terms (the PDF and the estimate page). */
  payments: {
    deposit: 'Initial Deposit',
    depositDue: 'Due at contract signing',
    progress: 'Progress Payment',
    progressDue: 'Due at {{percent}}% completion',
    final: 'Final Payment',
    /** The PDF's. */
    finalDue: 'Remainder, due at project completion',
    /** The page's. */
    finalDueShort: 'Due at project completion',
    /** A milestone's part on the budget print layout. */
    milestoneDue: 'Due on reaching this milestone',
    share: '{{percent}}%',
  },
  /** The e-mails: the recipient's link, and the author's notice of the client's decision. HTML values come escaped. */
  mails: {
    sent: {
      subject: 'Estimate {{number}} from {{company}}: {{project}}',
      hello: 'Hello {{name}},',
      intro: '{{company}} has sent you an estimate for {{project}}.',
      totalHtml: 'Total: <strong>{{total}}</strong>',
      total: 'Total: {{total}}',
      date: 'Date: {{date}}',
      validUntil: 'Valid until: {{date}}',
      review: 'Review it, download it as a PDF, and approve or decline it online:',
      linkHtml:
        '<a href="{{link}}" style="color:#2563eb">Review the estimate</a><br>' +
        '<span style="font-size:12px;color:#64748b">{{link}}</span>',
      personal: 'This link is personal to you; please do not forward it.',
    },
    decision: {
      approved: {
        subject: 'Estimate {{number}} approved by {{by}}',
        summary: '{{by}} approved the estimate {{number}} for {{project}} ({{total}}).',
      },
      declined: {
        subject: 'Estimate {{number}} declined by {{by}}',
        summary: '{{by}} declined the estimate {{number}} for {{project}} ({{total}}).',
      },
      reason: 'Reason: {{reason}}',
      details: 'The estimate page shows the details and its history.',
    },
  },
  /** The estimate document: the estimate page, the print layout and the PDF. */
  document: {
    /** By an allowance line: the client selects within its amount. */
    allowance: 'Allowance',
    allowanceName: '{{name}} (Allowance)',
    title: 'Estimate {{number}}',
    footer: 'Estimate #{{number}}',
    heading: 'PROJECT ESTIMATE',
    /** The page's logo. */
    logoAlt: '{{company}} logo',
    /** Shown to staff (never printed) where the company profile lacks a detail. */
    emailNotSet: 'Company email not set',
    phoneNotSet: 'Company phone not set',
    addressNotSet: 'Company address not set',
    facts: {
      number: 'Estimate #',
      date: 'Date',
      /** The PDF's. */
      validUntil: 'Valid Until',
      /** The page's. */
      validUntilPage: 'Valid until',
      project: 'Project',
    },
    /** The page's section titles (the PDF's are capitals). */
    sections: {
      projectDetails: 'Project Details',
      projectDescription: 'Project Description',
      estimateDetails: 'Estimate Details',
      paymentTerms: 'Payment Terms',
      notes: 'Notes',
      terms: 'Terms & Conditions',
      signatures: 'Signatures',
    },
    /** A product line's figures on a phone. */
    quantityTimesPrice: '{{quantity}} ea × {{price}}',
    billTo: 'BILL TO',
    projectDetails: 'PROJECT DETAILS',
    details: {
      title: 'ESTIMATE DETAILS',
      type: 'Type',
      startDate: 'Start Date',
      completion: 'Est. Completion',
      toBeDecided: 'TBD',
    },
    projectDescription: 'PROJECT DESCRIPTION',
    lineColumns: {
      description: 'Description',
      quantity: 'Quantity',
      unit: 'Unit',
      price: 'Price',
      amount: 'Amount',
    },
    noLines: 'No budget items yet.',
    untitledItem: 'Untitled item',
    /** The unit of a product line. */
    each: 'ea',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'TOTAL',
    paymentTerms: 'PAYMENT TERMS',
    paymentColumns: { payment: 'Payment', due: 'When Due', share: 'Share', amount: 'Amount' },
    notes: 'NOTES',
    terms: 'TERMS & CONDITIONS',
    clientSignature: 'Client Signature',
    contractorSignature: 'Contractor Signature',
    signatureDate: 'Date',
    approvedStamp: 'APPROVED',
  },
  // The screens.
  item: 'estimate',
  loadError: 'Could not load the estimate',
  numberLabel: 'Estimate #{{number}}',
  print: 'Print',
  depositPercentage: 'Deposit Percentage',
  statuses: { draft: 'Draft', pending: 'Pending', approved: 'Approved', declined: 'Declined' },
  /** The history's actions. */
  actions: {
    created: 'Created',
    viewed: 'Viewed',
    edited: 'Edited',
    sent: 'Sent',
    approved: 'Approved',
    declined: 'Declined',
  },
  /** The status buttons. */
  statusActions: {
    send: 'Send for approval',
    approve: 'Mark as approved by client',
    decline: 'Mark as declined',
    returnToDraft: 'Return to Draft',
  },
  toasts: {
    statusUpdated: 'Status Updated',
    statusNow: 'The estimate is now {{status}}.',
    updateFailed: 'Failed to update estimate',
    updated: 'Estimate updated',
    depositUpdated: 'Deposit updated',
    recipientAdded: 'Recipient added',
    addRecipientFailed: 'Failed to add recipient',
    recipientRemoved: 'Recipient removed',
    removeRecipientFailed: 'Failed to remove recipient',
    sent: 'Estimate sent',
    sentDescription: 'A link to the estimate was e-mailed to {{email}}.',
    sendFailed: 'Failed to send estimate',
  },
  /** The budget page's Create Estimate dialog. */
  createDialog: {
    title: 'Create Estimate',
    description:
      'The project description, notes and terms printed on the estimate. Print the budget as an estimate here, or ' +
      'open the estimate to send it to the client.',
    open: 'Open Estimate',
  },
  fields: { projectDescription: 'Project Description', notes: 'Notes', terms: 'Terms & Conditions' },
  historyPanel: {
    title: 'History',
    loadError: 'Could not load the history',
    empty: 'No history yet.',
    listLabel: 'Estimate history',
    by: 'by {{name}}',
  },
  recipients: {
    roles: { client: 'Client', team_member: 'Team Member', contractor: 'Contractor', other: 'Other' },
    title: 'Send Estimate',
    description: 'Each recipient gets an e-mail with a personal link to review and approve the estimate.',
    loadError: 'Could not load the recipients',
    empty: 'No recipients yet. Add the client to send the estimate.',
    listLabel: 'Recipients',
    sending: 'Sending...',
    sendTo: 'Send to {{name}}',
    send: 'Send',
    removeNamed: 'Remove {{name}}',
    remove: 'Remove',
    item: 'recipient',
    removeDescription: '{{name}} will no longer receive this estimate.',
    sent: 'Sent',
    viewedAt: 'Viewed {{time}}',
    addFormLabel: 'Add recipient',
    fields: { name: 'Name', email: 'Email', role: 'Role' },
    adding: 'Adding...',
    add: 'Add Recipient',
  },
  statusPanel: {
    title: 'Estimate Status',
    returnApprovedToDraft:
      "The client's approval will no longer count: Sold Price drops to $0 until the estimate is approved again, " +
      "and the project's budget shows the live budget's total instead of the approved total.",
    managersOnly: 'Only admins and managers can change the status of an estimate or send it.',
    returning: 'Returning...',
  },
  /** The estimate page. */
  page: {
    title: 'Estimate',
    description: '{{project}} · Estimate #{{number}}',
    backToBudget: 'Back to Budget',
    projectNotFoundTitle: 'Project Not Found',
    projectNotFound: "The project you're looking for does not exist or you don't have permission to view it.",
    loading: 'Loading estimate',
    preparingPdf: 'Preparing PDF...',
    downloadPdf: 'Download as PDF',
    actionsLabel: 'Estimate actions',
  },
  /** The public estimate page a client opens from the e-mail, and its decision dialogs. */
  public: {
    notAvailable: 'Estimate not available',
    documentTitle: 'Estimate {{number}} from {{company}}',
    downloadPdf: 'Download PDF',
    approvedTitle: 'Estimate approved',
    approvedMessage: 'Thank you. {{company}} has been notified and will be in touch about the next steps.',
    declinedTitle: 'Estimate declined',
    declinedMessage: '{{company}} has been notified. Contact them if you would like a revised estimate.',
    reviewHeading: 'Hello {{name}}, please review your estimate',
    review:
      '{{company}} sent you estimate #{{number}} for {{project}}, totalling <strong>{{total}}</strong>. Approve it or ' +
      'decline it below.',
    approve: 'Approve Estimate',
    approving: 'Approving...',
    approveDescription:
      'By typing your full name, signing and selecting Approve Estimate, you accept this estimate from {{company}} for a ' +
      'total of <strong>{{total}}</strong>.',
    fullName: 'Your full name',
    decline: 'Decline Estimate',
    declineButton: 'Decline',
    declining: 'Declining...',
    declineDescription:
      'Let the contractor know why, if you like. They can prepare a revised estimate for you.',
    reason: 'Reason (optional)',
    tryAgain: 'Please try again.',
    approveFailed: 'Could not approve the estimate',
    declineFailed: 'Could not decline the estimate',
  },
} as const;
