/** English texts of customer messages: the conversation tab, the public page, the contract, the e-mails and inbound mail. */
export const customerMessages = {
  noCustomerEmail:
    "The customer has no e-mail address. Add one to the customer's details before sending messages.",
  linkInvalid: 'This conversation link is not valid.',
  tooMany: 'Too many messages in a short time. Please wait a few minutes and try again.',
  fields: {
    message: 'Message',
    messageRequired: 'Message is required',
  },
  beforeMessageId: 'Before must be a message id',
  formerTeamMember: 'Former team member',
  noLogo: 'This company has no logo',
  conversation: 'Conversation',
  /** A message's name for screen readers: its author and time. */
  bubbleLabel: '{{author}}, {{time}}',
  loadEarlier: 'Load earlier messages',
  toasts: {
    sendFailed: 'Failed to send message',
    tryAgain: 'Please try again',
  },
  composer: {
    sending: 'Sending...',
    send: 'Send',
  },
  tab: {
    noCustomerTitle: 'No customer for this project',
    noCustomer:
      "Messages go to the project's customer. Link a customer to this project (Edit Project) to send them messages.",
    theCustomer: 'the customer',
    title: 'Messages with {{name}}',
    sentViaEmail: 'All messages are also sent via email. Replies arrive here.',
    sentViaEmailTo: 'All messages are also sent via email to {{email}}. Replies arrive here.',
    loading: 'Loading messages',
    loadFailed: 'Failed to fetch messages',
    emptyTitle: 'No messages yet',
    emptyNoEmail: 'Messages to {{name}} and their replies will show up here.',
    empty: 'Send the first message to {{name}}. It is e-mailed to them, and their replies show up here.',
    noEmail:
      "{{name}} has no e-mail address, so messages cannot reach them. <a>Add one to the customer's details</a>.",
    composerLabel: 'Message to {{name}}',
    composerPlaceholder: 'Type your message...',
  },
  public: {
    noun: 'conversation',
    notAvailable: 'Conversation not available',
    askNewLink: '{{linkInvalid}} Please ask the sender for a new link.',
    documentTitle: 'Messages from {{company}}: {{project}}',
    about: 'Messages about {{project}}',
    between: 'Between {{company}} and {{customer}}. Your answers reach the team right away.',
    empty: 'No messages yet.',
    replyLabel: 'Your reply',
    replyPlaceholder: 'Write to {{company}}...',
  },
  mail: {
    subject: 'Message from {{company}}: {{project}}',
    replyOrOpen: 'Reply to this e-mail, or read the whole conversation and answer on its page:',
    open: 'Read the whole conversation and answer on its page:',
    attachment: 'Attachment: {{name}}',
    hello: 'Hello {{name}},',
    wrote: '{{author}} of {{company}} wrote about {{project}}:',
    openLink: 'Open the conversation',
  },
  inbound: {
    noText: 'Send the message text (TextBody, body-plain or text) or the whole message as raw',
    tooLarge: 'The message is too large',
    formUnreadable: 'The form could not be read',
    noRecipient: 'The message has no recipient',
    emptyText: 'The message has no text',
    badSecret: 'The inbound-mail secret is missing or wrong',
    notMime: 'The message could not be read as a MIME message',
    notValid: 'The inbound mail is not valid',
  },
} as const;
