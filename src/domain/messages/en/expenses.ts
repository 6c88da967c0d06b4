/** English texts of the expenses area: the expense list and dialog, the contract's messages and the server's answers. */
export const expenses = {
  messages: {
    amount: 'Amount must be a positive number',
    category: 'Category is required',
    date: 'Date is required',
    budgetItem: 'Choose a product of the budget of this project',
    budgetItemNeedsProject: 'Choose the project first: a budget item belongs to a project',
    invalidDate: 'Enter a valid date',
    amountLabel: 'Amount',
    description: 'Description',
    chooseProject: 'Choose a project from the list',
    chooseVendor: 'Choose a vendor from the list',
    notAuthor: 'Only the person who recorded this expense, a manager or an administrator can change it',
  },
} as const;
