/** English texts of the team area: the team and member pages, invitations, the team rules and the users' server answers. */
export const team = {
  rules: {
    noPermission: 'You do not have permission to manage the team',
    systemAdminOnly: 'Only system administrators can change a system administrator',
    managersNotAdmins: 'Managers cannot change administrators',
  },
  /** The server's answers about members. */
  errors: {
    lastAdmin:
      'A company needs at least one active administrator. Make another member an administrator first.',
    adminsMakeAdmins: 'Only administrators can make someone an administrator',
    systemAdminsGrant: 'Only system administrators can grant system administration',
    cannotDeactivateSelf: 'You cannot deactivate yourself',
    systemAdminNotDeleted: 'System administrators cannot be deleted',
    cannotDeleteSelf: 'You cannot delete yourself',
  },
  form: {
    passwordsDoNotMatch: 'Passwords do not match',
  },
} as const;
