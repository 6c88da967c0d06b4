/** English texts of the company: its profile page, logo and invitations (with their e-mail), and the server's answers. */
export const company = {
  fields: {
    name: 'Company name',
  },
  logo: {
    unsupported: 'The logo must be a PNG or JPEG image',
  },
  errors: {
    alreadyInCompany: 'You already belong to a company',
  },
  invitations: {
    linkRequired: 'Invitation link is required',
    linkInvalid: 'This invitation link is not valid',
    invalid: 'This invitation is invalid or has expired.',
    alreadyPending: 'An invitation for this e-mail address is already pending. Send it again from the list.',
    alreadyMember: 'Someone with this e-mail address is already on the team.',
    adminsOnly: 'Only administrators can invite administrators',
    noAddress: 'This invitation has no e-mail address to send it to.',
    mail: {
      someCompany: 'your company',
      someInviter: 'Your team',
      subject: '{{inviter}} invited you to join {{company}} on BuildLine',
      hello: 'Hello,',
      invited: '{{inviter}} invited you to join {{company}} on BuildLine as {{role}}.',
      accept: 'To accept, open this link within {{days}} days and create your account:',
      ignore: 'The link works once. If you did not expect this invitation, you can ignore this e-mail.',
      roles: {
        admin: 'an administrator',
        manager: 'a manager',
        employee: 'an employee',
      },
    },
  },
} as const;
