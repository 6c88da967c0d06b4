/**
 * English texts of the client portal (issue 26): the client's screens, the sign-in by e-mailed link, the e-mails,
 * and staff's portal controls.
 */
export const portal = {
  title: 'Client Portal',
  fields: {
    email: 'Email',
    emailRequired: 'Please enter your email address',
    sections: 'Choose sections of the portal',
  },
  signIn: {
    heading: 'Sign in to your client portal',
    intro:
      'Enter the email address your contractor has for you. We will send you a link to sign in; no password needed.',
    submit: 'Email me a sign-in link',
    sent: 'If this address belongs to a client, a sign-in link is on its way. It works once, for 15 minutes.',
    again: 'Use another address',
    opening: 'Signing you in…',
    linkInvalid: 'This sign-in link is invalid, used or expired. Ask for a new one below.',
    signOut: 'Sign out',
    previewBanner: 'You are viewing the portal as {{name}} sees it. Nothing can be changed in this preview.',
    previewOnly: 'This is a preview: the client portal only reads while staff view it as the client.',
    tooMany: 'Too many sign-in links were asked for. Please wait {{minutes}} minutes and try again.',
  },
  projects: {
    heading: 'Your projects',
    empty: 'No projects yet. Your contractor will add them here.',
    progress: 'Progress',
    balanceDue: 'Balance due',
    targetCompletion: 'Target completion',
    open: 'Open project',
  },
  tabs: {
    overview: 'Overview',
    estimates: 'Estimates',
    changeOrders: 'Change Orders',
    selections: 'Selections',
    invoices: 'Invoices',
    messages: 'Messages',
    documents: 'Documents',
  },
  overview: {
    contractTotal: 'Contract total',
    noContract: 'Not yet approved',
    phases: 'Phases',
    noPhases: 'No phases yet.',
    completed: 'Completed',
    nextDates: 'Coming up',
    noDates: 'Nothing scheduled yet.',
    dateKinds: {
      phaseStart: '{{name}} starts',
      phaseEnd: '{{name}} ends',
      invoiceDue: 'Invoice {{name}} due',
      completion: 'Target completion',
    },
  },
  estimates: {
    empty: 'No estimate has been sent to you yet.',
    open: 'View estimate',
  },
  changeOrders: {
    empty: 'No change orders yet.',
    total: 'Total',
    sent: 'Sent',
    decided: 'Decided',
    contractBefore: 'Contract before this change',
    contractAfter: 'New contract total',
    scheduleImpact: 'Schedule impact',
    scheduleDays_one: '{{count}} day',
    scheduleDays_other: '{{count}} days',
    noScheduleImpact: 'None',
    back: 'Back to change orders',
  },
  invoices: {
    empty: 'No invoices yet.',
    number: 'Invoice',
    amount: 'Amount',
    balanceDue: 'Balance due',
    dueDate: 'Due',
    pdf: 'PDF',
  },
  documents: {
    empty: 'No documents have been shared with you yet.',
    fromYou: 'From you',
    download: 'Download',
  },
  messages: {
    empty: 'No messages yet. Write to your contractor below.',
    placeholder: 'Write a message…',
    send: 'Send',
    staffAuthor: '{{name}}, {{company}}',
  },
  /** Staff's side: the customer page's invitation and the project's portal settings. */
  staff: {
    invite: 'Invite to Client Portal',
    inviteAgain: 'Send portal invitation again',
    invited: 'Portal invitation sent to {{email}}',
    invitedOn: 'Invited to the client portal on {{day, dateMedium}}',
    noEmail: 'Add an email address to invite this customer to the client portal',
    settingsTitle: 'Client Portal',
    settingsIntro:
      'Choose what {{name}} sees in the client portal. Costs, markups, margins and internal notes never appear there.',
    noCustomer: 'Link a customer to this project to share it in the client portal.',
    saved: 'Portal settings saved',
    viewAsClient: 'View as client',
    shared: 'Shared with client',
    shareOn: 'Document shared with client',
    shareOff: 'Document no longer shared with client',
  },
  mail: {
    hello: 'Hello {{name}},',
    signInSubject: 'Your sign-in link to {{company}}',
    signInIntro:
      'Here is your link to sign in to the client portal of {{company}}. It works once, within 15 minutes.',
    inviteSubject: '{{company}} invites you to your client portal',
    inviteIntro:
      '{{company}} shares your project with you in a client portal: progress, estimates, change orders, invoices, documents and messages, in one place.',
    inviteValidity:
      "This link works once, within 7 days. Afterwards, ask for a new link on the portal's sign-in page.",
    button: 'Open your client portal',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  server: {
    noEmail: 'This customer has no email address. Add one to invite them.',
    projectNotFound: 'Project not found',
    sectionOff: 'This part of the portal is not shared for this project',
  },
} as const;
