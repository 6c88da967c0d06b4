/** English texts of the tasks area: the tasks tab, the task dialog and form, the contract and the server's answers. */
export const tasks = {
  validation: {
    title: 'Title',
    status: 'Please select a valid status',
    priority: 'Please select a valid priority',
    typeLabel: 'Task type',
    type: 'Please select a valid task type',
    phase: 'Please select a valid phase',
    assignee: 'Please select a valid team member',
    trade: 'Please select a valid trade',
    budgetItem: 'Please select a valid budget item',
    pastDueDate: 'Due date cannot be in the past',
  },
  errors: {
    phase: 'Please select a phase of this project',
    assignee: 'Please select a member of your company',
    trade: 'Please select a trade of your company',
    budgetItem: 'Please select a budget item of this project',
    budgetGroup: 'Please select a budget item, not a group',
    otherProject: 'The task must belong to this project',
  },
} as const;
