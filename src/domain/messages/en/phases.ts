/** English texts of the phases area: the phases tab, the phase dialog, the phase templates page, the contract and the server's answers. */
export const phases = {
  /** The item of the delete dialog and toasts: 'Phase deleted successfully.' */
  item: 'phase',
  add: 'Add Phase',
  loadError: 'Could not load phases',
  dialog: {
    editTitle: 'Edit Phase',
    projectDescription: 'Phases break the project into steps; completing them moves its progress.',
    templateDescription: 'New projects start with a copy of these phases.',
  },
  fields: {
    name: 'Phase name',
    namePlaceholder: 'Demolition',
    description: 'Description',
    stage: 'Stage',
    startDate: 'Start date',
    endDate: 'End date',
    dueDate: 'Due date',
  },
  columns: {
    phase: 'Phase',
    stage: 'Stage',
  },
  actions: {
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
  },
  tab: {
    title: 'Project Phases',
    complete: 'Complete {{name}}',
    starts: 'Starts {{start}}',
    noStartDate: 'No start date',
    completed: '{{done}} of {{total}} phases completed',
    tableLabel: 'Phases',
    emptyTitle: 'No phases yet',
    configure: 'Configure Phases in Settings',
    empty: "This project has no phases. New projects start with your company's phase templates.",
  },
  templates: {
    title: 'Project Phases',
    description: 'The phases every new project starts with, in order',
    tableLabel: 'Phase templates',
    emptyTitle: 'No phases configured',
    empty: 'Add the phases your projects usually go through; each new project gets a copy.',
  },
  toasts: {
    created: 'Phase created',
    updated: 'Phase updated',
    createFailed: 'Failed to create phase',
    updateFailed: 'Failed to update phase',
    reorderFailed: 'Failed to reorder phases',
  },
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
