/** One row of GET /api/admin/outbox (system administrators): a mail as it was kept and, maybe, delivered. */
export type OutboxMail = {
  id: number;
  /** The company the mail is about; null for system mail (e.g. a system administrator's reset link). */
  companyId: number | null;
  companyName: string | null;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  /** Set when the SMTP server accepted it; null while it is only kept here. */
  sentAt: string | null;
  /** Why delivery failed, for mails whose failure did not undo the change they report. */
  error: string | null;
};
