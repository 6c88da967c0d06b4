/** English texts of the calendar area: the calendar page, its dialogs, the contract, the server's answers and the iCalendar feed. */
export const calendar = {
  validation: {
    titleLabel: 'Title',
    title: 'Title is required',
    startDate: 'Start date is required',
    dateTime: 'Enter a valid date and time',
    endBeforeStart: 'End date cannot be before start date',
    tooLong: 'An event can last at most a year',
    project: 'Choose a project from the list',
    task: 'Choose a task of the chosen project',
    range: 'The end of the range cannot be before its start',
    rangeTooLong: 'Choose a range of at most 100 days',
    timeZone: 'Unknown time zone',
    allDay: 'All day must be true or false',
    type: 'Please select a valid type',
    kinds: 'Kinds must be among {{kinds}}',
    feedScope: 'Choose the company feed or your own',
  },
  errors: {
    notYourEvent: 'Only the person who created this event, a manager or an administrator can change it',
    companyFeed: 'Only a manager or an administrator can manage the company feed',
  },
  /** The iCalendar feed a calendar program subscribes to. */
  feed: {
    myCalendar: '{{company}} (my calendar)',
    kinds: {
      expense: 'Expense',
      'invoice-due': 'Invoice due',
      'invoice-paid': 'Invoice paid',
      task: 'Task',
    },
    summary: '{{label}}: {{title}}',
    withAmount: '{{title}} ({{amount}})',
    project: 'Project: {{name}}',
  },
} as const;
