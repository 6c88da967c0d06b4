/** Words every screen shares: actions, states, the app shell and the shared components (see ./index.ts). */
export const common = {
  appName: 'BuildLine',
  save: 'Save',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting...',
  edit: 'Edit',
  close: 'Close',
  loading: 'Loading...',
  tryAgain: 'Try again',
  error: 'Error',
  success: 'Success',
} as const;
