/**
 * What a company backup leaves out so that it carries no key to anyone's account (docs/decisions/0193-a-company-backup-carries-no-key-to-anyones-account.md): the file goes to a company administrator, who may read or change it. A full backup, made by a system
 * administrator for a move or a disaster, keeps all of it.
 */

/** Tables left out of a company backup, with the reason; a full backup keeps them. */
export const COMPANY_SECRET_TABLES: Readonly<Record<string, string>> = {
  recovery_codes:
    // visible-texts: a reason for the code's readers, never shown
    'two-factor recovery codes are second factors; two-factor sign-in is set up again after restore',
  // visible-texts: a reason for the code's readers, never shown
  pending_sign_ins: 'a sign-in waiting for its second factor is a half-open door of five minutes, not data',
  // visible-texts: a reason for the code's readers, never shown
  invitations: 'an invitation link lets anyone holding it join the company; pending ones are sent again',
  mail_outbox:
    // visible-texts: a reason for the code's readers, never shown
    "mail bodies carry live links (password resets, invitations) into members' accounts; mail is not data to restore",
};

/**
 * Columns a company backup writes with a harmless value instead of the stored one: SQL of the replacement, as
 * PostgreSQL's text. The restore gives every member of a company backup a one-time password
 * (backup-credentials.ts), so nobody signs in with a value from the file.
 */
export const COMPANY_BLANKED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  users: {
    // Not null in the schema: empty, which no password matches (verifyPassword refuses anything but scrypt$...).
    password_hash: "''::text",
    totp_secret: 'null::text',
    totp_pending_secret: 'null::text',
    totp_last_step: 'null::text',
    // A company's members are never system administrators; the restore refuses a file that says otherwise.
    is_admin: "'false'::text",
  },
};
