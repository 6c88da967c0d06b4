/** English texts of the projects area: the projects list and detail pages, their dialogs, the contract, the server's answers, and the project team (`team`). */
export const projects = {
  validation: {
    customer: 'Please select a customer',
    nameTooShort: 'Project name must be at least 2 characters',
    nameTooLong: 'Project name must be at most 200 characters',
    type: 'Please select a project type',
    budget: 'Budget',
    progress: 'Progress must be between 0 and 100',
  },
  errors: {
    otherCompany: 'The project must belong to your company',
  },
  /** The project's team: its tab, the member dialog, the contract and the server's answers. */
  team: {
    validation: {
      member: 'Please select a team member',
      role: 'Please select a role',
      isPrimary: 'isPrimary must be true or false',
    },
    errors: {
      duplicateRole: 'This user already has this role on the project',
      member: 'Please select a member of your company',
      primaryRace: 'Another primary member was set for this role at the same time; please try again',
    },
  },
} as const;
