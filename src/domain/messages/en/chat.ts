/** English texts of the team chat: the chat pages and panels, the contract, the server's answers and the live updates. */
export const chat = {
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
