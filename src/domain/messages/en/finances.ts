/** English texts of the finances area: the Finances page, its cards and periods, and the summary's contract. */
export const finances = {
  title: 'Finances',
  description: 'Invoices, payments and expenses of your company',
  addInvoice: 'Add Invoice',
  /** The link to the accounting exports (decision 0273). */
  exports: 'Exports',
  reports: 'Financial Reports',
  backToFinances: 'Back to Finances',
  tabs: { invoices: 'Invoices', expenses: 'Expenses', bills: 'Bills' },
  cards: {
    totalOutstanding: 'Total Outstanding',
    totalCollected: 'Total Collected',
    totalExpenses: 'Total Expenses',
    netProfit: 'Net Profit',
  },
  period: 'Period',
  periodScope: 'The period applies to these four totals; the lists below show every invoice and expense.',
  summary: 'Finance summary',
  /** The cards' periods. */
  periods: {
    all: 'All time',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    thisQuarter: 'This quarter',
    thisYear: 'This year',
    lastYear: 'Last year',
  },
  /** A project's Financials tab. */
  projectFinancials: {
    title: 'Financials',
    viewAll: 'View All Finances',
    generateInvoice: 'Generate Invoice',
    milestonesError: 'Could not load the milestones',
  },
  messages: {
    endBeforeStart: 'The end date cannot be before the start date',
  },
} as const;
