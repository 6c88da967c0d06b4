/** English texts of the audit log: its page, filters and details, the log's CSV export and the contract's messages. */
export const audit = {
  validation: {
    chooseUser: 'Choose a user from the list',
    chooseEntity: 'Choose a record type from the list',
    chooseAction: 'Choose an action from the list',
    chooseCompany: 'Choose a company from the list',
  },
  /** The header line of the CSV export. */
  csv: {
    date: 'Date',
    company: 'Company',
    user: 'User',
    action: 'Action',
    record: 'Record',
    recordId: 'Record ID',
    details: 'Details',
    ipAddress: 'IP address',
  },
} as const;
