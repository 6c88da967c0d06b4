/**
 * English texts of the administration area: the companies, users, outbox and system settings pages, the backup
 * card, their contracts' messages and the server's answers.
 */
export const admin = {
  companies: {
    errors: {
      hasSystemAdmins:
        'This company has system administrators among its users. Move them to another company or to No Company first.',
    },
  },
  users: {
    errors: {
      ownAdminRights: 'You cannot remove your own system administration',
      deleteYourself: 'You cannot delete yourself',
      ownPassword: 'You cannot reset your own password here: sign in with it and change it instead',
      usernameExists: 'Username already exists',
    },
  },
  settings: {
    validation: {
      sessionTimeoutMin: 'Timeout must be at least 5 minutes',
      passwordExpiryMin: 'Must be at least 0 days (0 = never expires)',
      companyNameMin: 'Company name must be at least 2 characters',
      companyNameMax: 'Company name must be at most 200 characters',
      timezoneRequired: 'Timezone is required',
      timezoneChoose: 'Choose a timezone from the list',
      timeoutWhole: 'Timeout must be a whole number of minutes',
      timeoutMax: 'Timeout must be at most {{max}} minutes (30 days)',
      expiryWhole: 'Must be a whole number of days',
      expiryMax: 'Must be at most {{max}} days',
      twoFactorOnOff: 'Two-factor sign-in must be on or off',
    },
  },
} as const;
