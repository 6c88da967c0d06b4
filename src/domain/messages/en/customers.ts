/** English texts of the customers area: the customers pages, their dialogs and tabs, the contract and the server's answers. */
export const customers = {
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    invalidEmail: 'Invalid email format',
  },
  notes: {
    label: 'Note',
    required: 'Note content is required',
  },
  team: {
    selectUser: 'Please select a user',
    alreadyAssigned: 'User is already assigned to this customer',
  },
} as const;
