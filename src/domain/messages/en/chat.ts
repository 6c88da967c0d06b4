/** English texts of the team chat: the chat pages and panels, the contract, the server's answers and the live updates. */
export const chat = {
  tryAgain: 'Please try again',
  toasts: {
    sendFailed: 'Failed to send message',
    editFailed: 'Failed to edit message',
    deleteFailed: 'Failed to delete message',
  },
  page: {
    title: 'Chats',
    description: "Every project's team chat and its conversation with the customer.",
    selectTitle: 'Select a project',
    select: 'Choose a conversation on the left to read and answer it.',
    notFoundTitle: 'Project Not Found',
    notFound: "The project you're looking for does not exist or you don't have permission to view it.",
    back: 'Back to Chats',
    openProject: 'Open project',
  },
  list: {
    label: 'Project chats',
    loading: 'Loading chats',
    loadError: 'Error loading chats',
    emptyTitle: 'No projects yet',
    empty: 'Each project has its own team chat, and a conversation with its customer.',
    /** After the unread count, for screen readers: '3 unread'. */
    unread: 'unread',
    kinds: { customer: 'Customer', team: 'Team' },
    noMessages: 'No messages yet',
    showMore: 'Show more chats',
    /** The sender of the latest message when the customer has no name, and when the member's account is gone. */
    unnamedCustomer: 'Customer',
    formerMember: 'Former member',
  },
  panel: {
    label: 'Team chat',
    messages: 'Messages',
    loadFailed: 'Failed to fetch messages',
    empty: 'No messages yet. Start the conversation!',
    loadOlder: 'Load older messages',
    /** The item of the delete dialog. */
    item: 'message',
    deleteConfirm: 'Are you sure you want to delete this message?',
  },
  composer: {
    form: 'Send a message',
    remove: 'Remove {{name}}',
    attach: 'Attach a photo or PDF',
    placeholder: 'Type a message...',
    send: 'Send message',
  },
  message: {
    you: 'You',
    /** In the actions menu's name: 'message from you'. */
    youLower: 'you',
    rowName: 'message from {{name}}',
    edited: '(edited)',
    createTask: 'Create Task',
    editLabel: 'Edit message',
  },
  taskFrom: {
    title: 'Create Task from Message',
    description: "Turn {{name}}'s message into a task of this project.",
    submit: 'Create Task',
    creating: 'Creating...',
    created: 'Task created',
    createFailed: 'Failed to create task',
    sentFile: '{{name}} sent {{file}}',
    aFile: 'a file',
    statuses: {
      notStarted: 'Not Started',
      inProgress: 'In Progress',
      waiting: 'Waiting',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
  fields: {
    message: 'Message',
    messageRequired: 'Message is required',
  },
  beforeMessageId: 'Before must be a message id',
  onlySender: 'Only the sender can change this message',
  messageDeleted: 'This message has been deleted',
  liveEvents: {
    streamOnly: 'This address is an event stream: ask for text/event-stream',
  },
} as const;
