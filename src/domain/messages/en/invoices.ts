/**
 * English texts of the invoices area: the invoice screens and dialogs, the public invoice page, the contract's
 * messages, the server's answers, the invoice e-mail and the invoice PDF.
 */
export const invoices = {
  /** The contract's and the server's messages. */
  messages: {
    amount: 'Amount must be greater than 0',
    quantity: 'Quantity must be greater than 0',
    dueDate: 'Due date cannot be before the issue date',
    overdue: 'Overdue is not set: an unpaid invoice past its due date shows as overdue by itself',
    numberTaken: 'An invoice with this number already exists',
    milestoneProject: 'Choose the project this milestone bills',
    milestoneLines: 'A milestone invoice has no lines: its amount is its share of the project',
    milestoneTaken: 'This milestone of the project is already invoiced; cancel that invoice to bill it again',
    depositNeedsApproval: 'The deposit can be invoiced once the estimate is approved',
    nothingToBill: 'There is nothing to bill yet: the project has no approved estimate and an empty budget',
    milestoneFixed:
      'The amount and project of a milestone invoice come from the project; they cannot be changed',
    lineDescription: 'Line description',
    quantityLabel: 'Quantity',
    unitPriceLabel: 'Unit price',
    invoiceNumber: 'Invoice number',
    amountLabel: 'Amount',
    chooseProject: 'Choose a project from the list',
    chooseCustomer: 'Choose a customer from the list',
    tooManyLines: 'An invoice has at most 200 lines',
    amountIsLinesSum: 'The amount of an invoice with lines is the sum of its lines',
    cancelledUnchangeable: 'A cancelled invoice cannot be changed',
    paidUncancellable: 'A paid invoice cannot be cancelled',
    milestoneAmount: 'The amount of this milestone is {{amount}}; check it and try again',
    noLogo: 'This company has no logo',
  },
  /** Sentences of sending invoices and of the public invoice page. */
  sending: {
    noCustomer: 'This invoice has no customer. Choose a customer for it before sending it.',
    noCustomerEmail:
      "The customer has no e-mail address. Add one to the customer's details before sending the invoice.",
    cancelled: 'A cancelled invoice cannot be sent.',
    paid: 'A paid invoice cannot be sent.',
    linkInvalid: 'This invoice link is not valid.',
  },
  /** The choices of the Create Milestone Invoice dialog, and the default names of milestone invoices. */
  milestones: {
    deposit: 'Deposit',
    progress: 'Progress Payment',
    final: 'Final Payment',
  },
  /** The printed line of an invoice without lines, title or description. */
  defaultLine: 'Invoice {{number}}',
  /** The e-mail that carries the link to the public invoice page. */
  mail: {
    onReceipt: 'on receipt',
    subject: 'Invoice {{number}} from {{company}}: {{amount}} due {{due}}',
    hello: 'Hello {{name}},',
    sentYou: '{{company}} has sent you invoice {{number}}{{forProject}}.',
    forProject: ' for {{project}}',
    amountDueHtml: 'Amount due: <strong>{{amount}}</strong>',
    amountDue: 'Amount due: {{amount}}',
    issueDate: 'Issue date: {{day}}',
    dueDate: 'Due date: {{day}}',
    viewAndDownload: 'View the invoice and download it as a PDF:',
    viewLink: 'View the invoice',
  },
  /** The invoice PDF. */
  pdf: {
    title: 'Invoice {{number}}',
    heading: 'INVOICE',
    description: 'DESCRIPTION',
    subtotal: 'Subtotal',
    total: 'Total',
    amountDue: 'AMOUNT DUE',
    paymentTerms: 'PAYMENT TERMS',
    paid: 'PAID',
    paidOn: 'PAID {{day}}',
    footer: 'Invoice #{{number}}',
    number: 'Invoice #',
    issueDate: 'Issue Date',
    dueDate: 'Due Date',
    onReceipt: 'On receipt',
    status: 'Status',
    statuses: { overdue: 'OVERDUE', cancelled: 'CANCELLED' },
    billTo: 'BILL TO',
    project: 'PROJECT',
    noCustomer: 'No customer',
    columns: { description: 'Description', quantity: 'Quantity', unitPrice: 'Unit Price', amount: 'Amount' },
  },
} as const;
