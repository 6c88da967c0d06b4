/** English texts of the phases area: the phases tab, the phase dialog, the phase templates page, the contract and the server's answers. */
export const phases = {
  validation: {
    name: 'Phase name',
    stage: 'Please select a stage',
    isCompleted: 'isCompleted must be true or false',
    reorderIds: 'Send the ids in their new order',
  },
  errors: {
    templateOrder: 'The new order must list each phase template exactly once',
    phaseOrder: 'The new order must list each phase of the project exactly once',
  },
} as const;
